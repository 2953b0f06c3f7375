import type { QuoteRequest } from '@garden/contract';
import { formatYuan, fromFen } from '@garden/domain';
import { Anchor, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { Fact } from '../../../components/detail-section';
import { listTableProps, pagingProps } from '../../../components/list-table';
import type { Paging } from '../../../components/pager';
import { chinaTimeText } from '../../../lib/china-time';
import { timeColumn } from '../../../components/columns';

const yuan = (fen: number) => formatYuan(fromFen(fen));

const LINE_COLUMNS: DataTableColumn<QuoteRequest['lines'][number]>[] = [
  { accessor: 'cat_name', title: '分类', width: 140 },
  { accessor: 'goods_name', title: '品名' },
  { accessor: 'spe', title: '规格', width: 160, render: (line) => line.spe || '—' },
  { accessor: 'price', title: '批发价（元）', width: 120, render: (line) => yuan(line.price) },
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
      <DataTable
        {...listTableProps({ label: '清单商品', minWidth: 560, empty: '清单中没有商品', rows: request.lines.length })}
        idAccessor="sku_id"
        records={[...request.lines]}
        columns={LINE_COLUMNS}
      />
      <Text size="sm" ta="right">
        共 {request.lines.length} 种商品，合计 <b>¥{yuan(request.total)}</b>（各行单价之和，按发送时的批发价）
      </Text>
    </Stack>
  );
}

/** One page of the sent quotation lists, newest first; 查看 opens a list's lines. */
export function QuoteTable({ requests, linkToShopper, paging }: { requests: readonly QuoteRequest[]; linkToShopper: boolean; paging: Paging }) {
  const [opened, setOpened] = useState<QuoteRequest | null>(null);
  const columns: DataTableColumn<QuoteRequest>[] = [
    { accessor: 'id', title: '清单编号', width: 90 },
    timeColumn('add_time', '发送时间', { minute: true }),
    { accessor: 'user_id', title: '批发商', render: (request) => <Trader request={request} linkToShopper={linkToShopper} /> },
    { accessor: 'lines', title: '行数', width: 70, render: (request) => request.lines.length },
    { accessor: 'total', title: '合计（元）', width: 120, render: (request) => yuan(request.total) },
    {
      accessor: 'open',
      title: '',
      width: 80,
      render: (request) => (
        <Button size="xs" variant="light" onClick={() => setOpened(request)}>
          查看
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        {...listTableProps({ label: '报价清单', minWidth: 680, empty: '没有报价清单', rows: requests.length })}
        {...pagingProps(paging)}
        records={[...requests]}
        columns={columns}
        customRowAttributes={(request) => ({ 'data-request': request.id })}
      />
      <Modal opened={opened !== null} onClose={() => setOpened(null)} title={opened ? `报价清单 ${opened.id}` : ''} size="xl">
        {opened && <QuoteDetail request={opened} linkToShopper={linkToShopper} />}
      </Modal>
    </>
  );
}
