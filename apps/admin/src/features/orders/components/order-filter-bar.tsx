import { Button, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { type FormEvent, useState } from 'react';
import { type OrderSearch, PAY_OPTIONS } from '../order-search';

type Range = DatesRangeValue<string>;
const rangeOf = (from: string | undefined, to: string | undefined): Range => [from ?? null, to ?? null];

/**
 * 订单号, 收货人或手机号, 商品名称, 支付方式 and the created and paid date ranges; 查询 puts them in the address
 * (and goes back to the first page of the tab), 重置 clears them.
 */
export function OrderFilterBar({ search, onSearch }: { search: OrderSearch; onSearch: (next: OrderSearch) => void }) {
  const [sn, setSn] = useState(search.sn ?? '');
  const [person, setPerson] = useState(search.person ?? '');
  const [goods, setGoods] = useState(search.goods ?? '');
  const [pay, setPay] = useState<string | null>(search.pay === undefined ? null : String(search.pay));
  const [created, setCreated] = useState<Range>(rangeOf(search.createdFrom, search.createdTo));
  const [paid, setPaid] = useState<Range>(rangeOf(search.paidFrom, search.paidTo));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      tab: search.tab,
      sn: sn.trim() || undefined,
      person: person.trim() || undefined,
      goods: goods.trim() || undefined,
      pay: pay === null ? undefined : Number(pay),
      createdFrom: created[0] ?? undefined,
      // One day picked is a range of that day.
      createdTo: created[1] ?? created[0] ?? undefined,
      paidFrom: paid[0] ?? undefined,
      paidTo: paid[1] ?? paid[0] ?? undefined,
    });
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label="订单号" placeholder="包含的数字" value={sn} onChange={(event) => setSn(event.currentTarget.value)} w={170} />
        <TextInput
          label="收货人或手机号"
          placeholder="姓名、收货手机或会员手机"
          value={person}
          onChange={(event) => setPerson(event.currentTarget.value)}
          w={220}
        />
        <TextInput label="商品名称" placeholder="包含的字" value={goods} onChange={(event) => setGoods(event.currentTarget.value)} w={160} />
        <Select label="支付方式" placeholder="全部" data={PAY_OPTIONS} value={pay} onChange={setPay} clearable w={120} />
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label="下单日期"
          placeholder="不限"
          valueFormat="YYYY-MM-DD"
          clearable
          value={created}
          onChange={setCreated}
          w={230}
        />
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label="付款日期"
          placeholder="不限"
          valueFormat="YYYY-MM-DD"
          clearable
          value={paid}
          onChange={setPaid}
          w={230}
        />
        <Group gap="xs">
          <Button type="submit">查询</Button>
          <Button variant="default" onClick={() => onSearch({ tab: search.tab })}>
            重置
          </Button>
        </Group>
      </Group>
    </form>
  );
}
