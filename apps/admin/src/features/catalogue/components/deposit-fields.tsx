import { Checkbox, Group, Stack } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { chinaPickerValue, secondsOfChinaPicker } from '../../../lib/china-time';
import type { GoodsFieldsProps } from '../goods-draft';

type DepositTime = 'dj_beg_time' | 'dj_end_time' | 'dj_pay_beg_time' | 'dj_pay_end_time';

/** The four times of a deposit goods, in the order they must fall (the domain's deposit rule says so on saving). */
const DEPOSIT_TIMES: readonly { field: DepositTime; label: string }[] = [
  { field: 'dj_beg_time', label: '定金开始' },
  { field: 'dj_end_time', label: '定金结束' },
  { field: 'dj_pay_beg_time', label: '尾款开始' },
  { field: 'dj_pay_end_time', label: '尾款结束' },
];

/**
 * A deposit goods (shopping §4 "Deposit orders"): the shopper pays the deposit in its window and the balance in the
 * balance window after it; the deposit's share of the price is the domain's, so only the windows are set here.
 */
export function DepositFields({ form, onChange }: Pick<GoodsFieldsProps, 'form' | 'onChange'>) {
  const { deposit } = form;
  return (
    <Stack gap="sm">
      <Checkbox
        label="定金商品（先付定金，尾款期内付尾款）"
        checked={deposit.is_dingjin === 1}
        onChange={(event) => onChange({ deposit: { ...deposit, is_dingjin: event.currentTarget.checked ? 1 : 0 } })}
      />
      {deposit.is_dingjin === 1 && (
        <Group gap="sm" wrap="wrap">
          {DEPOSIT_TIMES.map(({ field, label }) => (
            <DateTimePicker
              key={field}
              label={label}
              placeholder="请选择"
              w={200}
              valueFormat="YYYY-MM-DD HH:mm"
              clearable
              value={deposit[field] === null ? null : chinaPickerValue(deposit[field])}
              onChange={(value) => onChange({ deposit: { ...deposit, [field]: value ? secondsOfChinaPicker(value) : null } })}
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}
