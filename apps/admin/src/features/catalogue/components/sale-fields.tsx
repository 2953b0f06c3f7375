import { GOODS_SALE_LABELS } from '@garden/domain';
import { Checkbox, Group, Select, Stack } from '@mantine/core';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import { chinaDayOf, chinaPickerValue, secondsOfChinaPicker } from '../../../lib/china-time';
import type { GoodsFieldsProps } from '../goods-draft';

const SALE_STATES = Object.entries(GOODS_SALE_LABELS).map(([value, label]) => ({ value, label }));

/**
 * Whether and when the goods sells (storefront §3 `is_sale`, `beon_time`, `forward`, delivery options): on sale,
 * coming soon with an optional time at which it goes on sale by itself, or off sale; long-term pre-sale; and the
 * pre-sale delivery dates a shopper picks from.
 */
export function SaleFields({ form, onChange, errorAt }: GoodsFieldsProps) {
  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label="销售状态"
          w={160}
          data={SALE_STATES}
          value={form.is_sale}
          onChange={(is_sale) => onChange({ is_sale: is_sale ?? '3' })}
          allowDeselect={false}
        />
        {form.is_sale === '2' && (
          <DateTimePicker
            label="定时上架时间"
            description="到点自动上架；不填则一直显示即将上市"
            placeholder="不定时"
            w={260}
            valueFormat="YYYY-MM-DD HH:mm"
            clearable
            minDate={chinaDayOf(Date.now() / 1000)}
            value={form.beon_time === null ? null : chinaPickerValue(form.beon_time)}
            onChange={(value) => onChange({ beon_time: value ? secondsOfChinaPicker(value) : null })}
            error={errorAt('sale')}
          />
        )}
        <DatePickerInput
          type="multiple"
          label="预售发货日期"
          description="有则为预售商品，顾客下单时选择发货日期（最多 6 个）"
          placeholder="无（现货）"
          miw={260}
          valueFormat="YYYY-MM-DD"
          clearable
          value={form.deliveries}
          onChange={(dates) => onChange({ deliveries: [...dates].sort() })}
          error={errorAt('deliveries')}
        />
      </Group>
      <Checkbox
        label="远期预售（前台不能直接购买，引导到 App 或小程序）"
        checked={form.forward}
        onChange={(event) => onChange({ forward: event.currentTarget.checked })}
      />
    </Stack>
  );
}
