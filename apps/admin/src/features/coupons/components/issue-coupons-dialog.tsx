import type { CouponsIssued, CouponTypeInfo } from '@garden/contract';
import { MOBILE_INVALID, REQUEST_FAILED } from '@garden/domain';
import { Alert, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { listTableProps } from '../../../components/list-table';
import { ApiError } from '../../../lib/api-error';
import { useIssueCoupons } from '../api/coupon-types';
import { firstBadMobile, mobilesOf } from '../coupon-type-draft';

type IssuedRow = CouponsIssued['rows'][number];

const RESULT_COLUMNS: DataTableColumn<IssuedRow>[] = [
  { accessor: 'mobile', title: '手机号', width: 160 },
  {
    accessor: 'issued',
    title: '结果',
    render: (row) =>
      row.issued ? (
        <Badge color="green" variant="light">
          已发放
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          已持有，未重复发放
        </Badge>
      ),
  },
];

/** Each mobile of the list and what became of it: issued now, or held already (nothing issued twice). */
function IssuedRows({ rows }: { rows: CouponsIssued['rows'] }) {
  return (
    <DataTable
      {...listTableProps({ label: '发放结果', minWidth: 320, empty: '没有手机号', rows: rows.length })}
      idAccessor="mobile"
      records={[...rows]}
      columns={RESULT_COLUMNS}
    />
  );
}

/**
 * Issues one coupon type to shoppers by mobile, one a line. The server issues to all or none: a mobile without an
 * account refuses the list, naming it, so the corrected list is sent again.
 */
export function IssueCouponsDialog({ type, onClose }: { type: CouponTypeInfo; onClose: () => void }) {
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const issue = useIssueCoupons();
  const submit = () => {
    const mobiles = mobilesOf(text);
    const bad = mobiles.length === 0 ? '' : firstBadMobile(mobiles);
    if (bad !== undefined) return setRefusal(bad ? `${MOBILE_INVALID}（${bad}）` : MOBILE_INVALID);
    setRefusal(null);
    issue.mutate({ type_id: type.type_id, mobiles }, { onError: (error) => setRefusal(error instanceof ApiError ? error.message : REQUEST_FAILED) });
  };
  const result = issue.data?.data;
  return (
    <Modal opened onClose={onClose} title={`发放「${type.type_name}」`} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack>
          <Textarea
            label="手机号"
            description="每行一个，也可用逗号分隔；重复的只发一张"
            autosize
            minRows={4}
            maxRows={10}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setRefusal(null);
            }}
            data-autofocus
          />
          {refusal && <Alert color="red">{refusal}</Alert>}
          {result && (
            <Stack gap="xs">
              <Text size="sm">
                本次发放 {result.issued} 张，{result.already_held} 人已持有
              </Text>
              <IssuedRows rows={result.rows} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              关闭
            </Button>
            <Button type="submit" loading={issue.isPending}>
              发放
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
