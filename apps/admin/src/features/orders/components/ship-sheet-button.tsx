import { GOODS_SHEET_MAX_BYTES, GOODS_SHEET_TOO_LARGE, SHIPMENT_SHEET_HEADERS } from '@garden/domain';
import { Button, FileButton, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { SheetRefusal } from '../../../components/sheet-refusal';
import { ApiError } from '../../../lib/api-error';
import { reportError } from '../../../lib/report-error';
import { type ShipmentSheetOutcome, useShipFromSheet } from '../api/orders';

/** A shipped sheet: one row per order, as the sheet listed them; narrower than a tablet, it scrolls sideways. */
function ShippedTable({ list }: { list: Extract<ShipmentSheetOutcome, { done: unknown }>['done']['list'] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label="已发货的订单" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>行</Table.Th>
            <Table.Th>订单号</Table.Th>
            <Table.Th>快递公司</Table.Th>
            <Table.Th>快递单号</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((order) => (
            <Table.Tr key={order.order_id} data-shipped={order.order_sn}>
              <Table.Td>{order.row}</Table.Td>
              <Table.Td ff="monospace">{order.order_sn}</Table.Td>
              <Table.Td>{order.logistics_name}</Table.Td>
              <Table.Td ff="monospace">{order.invoice_no}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * 表格批量发货: an .xlsx or CSV file of order number → carrier, tracking number; every order in it ships in one
 * parcel, or, when a row is bad, none does and each bad row is shown.
 */
export function ShipSheetButton() {
  const [outcome, setOutcome] = useState<ShipmentSheetOutcome | null>(null);
  const ship = useShipFromSheet();
  const upload = (file: File | null) => {
    if (!file) return;
    if (file.size > GOODS_SHEET_MAX_BYTES) return reportError(new ApiError(413, GOODS_SHEET_TOO_LARGE));
    ship.mutate(file, { onSuccess: setOutcome });
  };
  return (
    <>
      <FileButton onChange={upload} accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv">
        {(props) => (
          <Button {...props} variant="default" loading={ship.isPending}>
            表格批量发货
          </Button>
        )}
      </FileButton>
      <Modal opened={outcome !== null} onClose={() => setOutcome(null)} title="表格批量发货" size="xl">
        <Stack gap="sm">
          {outcome && ('refused' in outcome ? <SheetRefusal {...outcome.refused} /> : <ShippedTable list={outcome.done.list} />)}
          <Text size="xs" c="dimmed">
            表格（.xlsx 或 UTF-8 的 .csv）第一行为表头：{SHIPMENT_SHEET_HEADERS.join('、')}
            ；每行一个订单，该订单未发的商品全部发出。任一行不正确时一个订单也不发。
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
