import type { QuoteRequest } from '@garden/contract';
import { formatYuan, fromFen } from '@garden/domain';
import { Anchor, Button, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { Fact } from '../../../components/detail-section';
import { chinaTimeText } from '../../../lib/china-time';

const yuan = (fen: number) => formatYuan(fromFen(fen));

const COLUMNS: readonly Column[] = [
  { label: '清单编号', width: 90 },
  { label: '发送时间', width: 160 },
  { label: '批发商' },
  { label: '行数', width: 70 },
  { label: '合计（元）', width: 120 },
  { label: '', width: 80 },
];

const LINE_COLUMNS: readonly Column[] = [
  { label: '分类', width: 140 },
  { label: '品名' },
  { label: '规格', width: 160 },
  { label: '批发价（元）', width: 120 },
];

/** The trader: their mobile (opening their account when `linkToShopper`, a role reading shoppers) and their nickname. */
function Trader({ request, linkToShopper }: { request: QuoteRequest; linkToShopper: boolean }) {
  const name = request.mobile || `用户 ${request.user_id}`;
  return (
    <Group gap="xs" wrap="nowrap">
      {linkToShopper ? (
        <Anchor renderRoot={(props) => <Link {...props} to="/shoppers/$id" params={{ id: String(request.user_id) }} />}>{name}</Anchor>
      ) : (
        <Text size="sm">{name}</Text>
      )}
      {request.nick && (
        <Text size="sm" c="dimmed">
          {request.nick}
        </Text>
      )}
    </Group>
  );
}

/** A sent list as the trader sent it: who, when, each line at the wholesale price of that moment, and the sum. */
function QuoteDetail({ request, linkToShopper }: { request: QuoteRequest; linkToShopper: boolean }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Fact label="批发商">
          <Trader request={request} linkToShopper={linkToShopper} />
        </Fact>
        <Fact label="发送时间">{chinaTimeText(request.add_time)}</Fact>
        <Fact label="合计">¥{yuan(request.total)}</Fact>
      </SimpleGrid>
      <DataTable label="清单商品" columns={LINE_COLUMNS} minWidth={560} empty={request.lines.length === 0 && '清单中没有商品'}>
        {request.lines.map((line) => (
          <Table.Tr key={line.sku_id}>
            <Table.Td>{line.cat_name}</Table.Td>
            <Table.Td>{line.goods_name}</Table.Td>
            <Table.Td>{line.spe || '—'}</Table.Td>
            <Table.Td>{yuan(line.price)}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Text size="sm" ta="right">
        共 {request.lines.length} 种商品，合计 <b>¥{yuan(request.total)}</b>（各行单价之和，按发送时的批发价）
      </Text>
    </Stack>
  );
}

/** One page of the sent quotation lists, newest first; 查看 opens a list's lines. */
export function QuoteTable({ requests, linkToShopper }: { requests: readonly QuoteRequest[]; linkToShopper: boolean }) {
  const [opened, setOpened] = useState<QuoteRequest | null>(null);
  return (
    <>
      <DataTable label="报价清单" columns={COLUMNS} minWidth={680} empty={requests.length === 0 && '没有报价清单'}>
        {requests.map((request) => (
          <Table.Tr key={request.id} data-request={request.id}>
            <Table.Td>{request.id}</Table.Td>
            <Table.Td>{chinaTimeText(request.add_time)}</Table.Td>
            <Table.Td>
              <Trader request={request} linkToShopper={linkToShopper} />
            </Table.Td>
            <Table.Td>{request.lines.length}</Table.Td>
            <Table.Td>{yuan(request.total)}</Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" onClick={() => setOpened(request)}>
                查看
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Modal opened={opened !== null} onClose={() => setOpened(null)} title={opened ? `报价清单 ${opened.id}` : ''} size="xl">
        {opened && <QuoteDetail request={opened} linkToShopper={linkToShopper} />}
      </Modal>
    </>
  );
}
