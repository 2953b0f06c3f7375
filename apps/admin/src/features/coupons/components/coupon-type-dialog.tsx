import { Group, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { GoodsPicker } from '../../../components/goods-picker';
import { useSaveCouponType } from '../api/coupon-types';
import { ACT_RANGES, type CouponTypeForm, GOODS_RANGE, readCouponTypeForm } from '../coupon-type-draft';

/** Adds or changes a coupon type: every field, the server's refusal previewed with its words before saving. */
export function CouponTypeDialog({ initial, onClose }: { initial: CouponTypeForm; onClose: () => void }) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCouponType();
  const change = (next: Partial<CouponTypeForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setError(null);
  };
  const submit = () => {
    const read = readCouponTypeForm(form);
    if ('refusal' in read) return setError(read.refusal);
    save.mutate(read.fields, { onSuccess: onClose });
  };
  const range = ACT_RANGES.find((item) => item.value === form.act_range) ?? ACT_RANGES[0];
  const text = (name: keyof CouponTypeForm) => (event: React.ChangeEvent<HTMLInputElement>) => change({ [name]: event.currentTarget.value });
  return (
    <FormDialog title={form.type_id ? '修改券类型' : '添加券类型'} size="lg" error={error} busy={save.isPending} onSubmit={submit} onClose={onClose}>
      <TextInput label="名称" description="1–30 字，如「满200减20」" value={form.type_name} onChange={text('type_name')} data-autofocus />
      <Group grow align="flex-start">
        <TextInput label="面值（元）" description="券抵扣的金额" value={form.type_money} onChange={text('type_money')} />
        <TextInput label="使用门槛（元）" description="0 为无门槛" value={form.min_goods_amount} onChange={text('min_goods_amount')} />
        <TextInput label="最高抵扣（元）" description="不填则按面值" value={form.type_money_deal} onChange={text('type_money_deal')} />
      </Group>
      <Switch
        label="运费券（抵扣运费，只能全场通用）"
        checked={form.is_shipping}
        onChange={(event) => change({ is_shipping: event.currentTarget.checked })}
      />
      <Group grow align="flex-start">
        <Select
          label="适用范围"
          data={ACT_RANGES.map(({ value, label }) => ({ value, label }))}
          value={form.act_range}
          onChange={(value) => value && change({ act_range: value })}
          allowDeselect={false}
        />
        {range.value !== GOODS_RANGE && (
          <TextInput
            label="适用编号"
            description={range.ids ? `${range.ids}，以逗号分隔` : '全场通用无需填写'}
            disabled={range.value === '0'}
            value={range.value === '0' ? '' : form.act_range_ext}
            onChange={text('act_range_ext')}
          />
        )}
      </Group>
      {range.value === GOODS_RANGE && <GoodsPicker label="适用商品" featured={0} goods={form.goods} onChange={(goods) => change({ goods })} />}
      <Group grow align="flex-start">
        <TextInput label="开始日期" type="date" value={form.use_start_date} onChange={text('use_start_date')} />
        <TextInput label="结束日期（含当天）" type="date" value={form.use_end_date} onChange={text('use_end_date')} />
      </Group>
      <Group grow align="flex-end">
        <Switch label="商品页可领取" checked={form.claimable} onChange={(event) => change({ claimable: event.currentTarget.checked })} />
        <NumberInput
          label="可领总数"
          description="0 为不限"
          min={0}
          allowDecimal={false}
          value={form.total}
          onChange={(total) => change({ total: Number(total) || 0 })}
        />
      </Group>
    </FormDialog>
  );
}
