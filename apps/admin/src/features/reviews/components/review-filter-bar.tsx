import { Button, Group, Select, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { RANK_OPTIONS, REPLIED_OPTIONS, type ReviewSearch, SHOWN_OPTIONS } from '../review-search';

/** 商品, 评价人, 星级, 官方回复 and 商品页显示; 查询 puts them in the address (first page), 重置 clears them. */
export function ReviewFilterBar({ search, onSearch }: { search: ReviewSearch; onSearch: (next: ReviewSearch) => void }) {
  const [goods, setGoods] = useState(search.goods ?? '');
  const [user, setUser] = useState(search.user ?? '');
  const [rank, setRank] = useState<string | null>(search.rank ?? null);
  const [replied, setReplied] = useState<string | null>(search.replied ?? null);
  const [shown, setShown] = useState<string | null>(search.shown ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      goods: goods.trim() || undefined,
      user: user.trim() || undefined,
      rank: (rank ?? undefined) as ReviewSearch['rank'],
      replied: (replied ?? undefined) as ReviewSearch['replied'],
      shown: (shown ?? undefined) as ReviewSearch['shown'],
    });
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label="商品" placeholder="名称或编号" value={goods} onChange={(event) => setGoods(event.currentTarget.value)} w={180} />
        <TextInput label="评价人" placeholder="手机号或昵称" value={user} onChange={(event) => setUser(event.currentTarget.value)} w={160} />
        <Select label="星级" placeholder="全部" data={RANK_OPTIONS} value={rank} onChange={setRank} clearable w={150} />
        <Select label="官方回复" placeholder="全部" data={REPLIED_OPTIONS} value={replied} onChange={setReplied} clearable w={120} />
        <Select label="商品页" placeholder="全部" data={SHOWN_OPTIONS} value={shown} onChange={setShown} clearable w={120} />
        <Group gap="xs">
          <Button type="submit">查询</Button>
          <Button variant="default" onClick={() => onSearch({})}>
            重置
          </Button>
        </Group>
      </Group>
    </form>
  );
}
