import type { OperatorOrderDetail } from '@garden/contract';
import { normalizeParcelNumber, PARCEL_NUMBER_REQUIRED, parcelNumberRefusal, RETURN_CARRIER_REQUIRED, SHIPMENT_LINES_REQUIRED } from '@garden/domain';
import { Checkbox, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { carriersQueryOptions, useShipOrder } from '../api/orders';

type Line = OperatorOrderDetail['order']['goods_list'][number];

/** The lines still owed a parcel: not shipped, and not refunded in full before shipping. */
export const waitingLines = (order: OperatorOrderDetail['order']): Line[] =>
  order.goods_list.filter((line) => !line.shipped && line.refund_number < line.goods_number);

/**
 * 发货: the lines in this parcel (every waiting one to start with), the courier and its tracking number, checked as
 * a courier number before sending; the server's message answers a refusal, and the detail reads the order again.
 */
export function ShipDialog({ order, onClose }: { order: OperatorOrderDetail['order']; onClose: () => void }) {
  const lines = waitingLines(order);
  const carriers = useQuery(carriersQueryOptions());
  const ship = useShipOrder();
  const [chosen, setChosen] = useState<number[]>(lines.map((line) => line.rec_id));
  const [carrier, setCarrier] = useState<string | null>(null);
  const [invoice, setInvoice] = useState('');
  const [errors, setErrors] = useState<{ lines?: string; carrier?: string; invoice?: string }>({});
  const submit = () => {
    const number = normalizeParcelNumber(invoice);
    const found = {
      lines: chosen.length === 0 ? SHIPMENT_LINES_REQUIRED : undefined,
      carrier: carrier ? undefined : RETURN_CARRIER_REQUIRED,
      invoice: number === null ? PARCEL_NUMBER_REQUIRED : (parcelNumberRefusal(number) ?? undefined),
    };
    setErrors(found);
    if (found.lines || found.carrier || found.invoice) return;
    ship.mutate(
      // All waiting lines go without rec_ids, as the call ships "every unshipped line" then.
      { order_id: order.order_id, shipping_id: Number(carrier), invoice_no: number ?? '', rec_ids: chosen.length === lines.length ? [] : chosen },
      { onSuccess: onClose },
    );
  };
  const toggle = (recId: number, on: boolean) => setChosen((now) => (on ? [...now, recId] : now.filter((id) => id !== recId)));
  return (
    <FormDialog title={`发货：订单 ${order.order_sn}`} size="lg" busy={ship.isPending} onSubmit={submit} onClose={onClose}>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          本包裹的商品
        </Text>
        {lines.map((line) => (
          <Checkbox
            key={line.rec_id}
            label={`${line.goods_name}${line.goods_attr ? `（${line.goods_attr}）` : ''} ×${line.goods_number - line.refund_number}`}
            checked={chosen.includes(line.rec_id)}
            onChange={(event) => toggle(line.rec_id, event.currentTarget.checked)}
          />
        ))}
        {errors.lines && (
          <Text size="xs" c="red">
            {errors.lines}
          </Text>
        )}
      </Stack>
      <Select
        label="快递公司"
        placeholder="选择快递公司"
        data={(carriers.data?.list ?? []).map((known) => ({ value: String(known.shipping_id), label: known.shipping_name }))}
        value={carrier}
        onChange={setCarrier}
        error={errors.carrier}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label="快递单号"
        placeholder="如 SF1234567890"
        value={invoice}
        onChange={(event) => setInvoice(event.currentTarget.value)}
        error={errors.invoice}
      />
    </FormDialog>
  );
}
