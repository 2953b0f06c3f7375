import { endpoints } from '@garden/contract/endpoints';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** Goods as a list holds them. */
export type PickedGoods = { goods_id: number; goods_name: string };

/** GET /v1/operator/goods: goods to pick, found by name, pinyin, initials or id (the first eight). */
function goodsSearchQueryOptions(keyword: string) {
  const filters = { keyword, page: 1, page_size: 8 };
  return queryOptions({ queryKey: queryKeys.goodsList(filters), queryFn: () => call(endpoints.listAdminGoods, filters), enabled: keyword !== '' });
}

/**
 * Goods picked from the catalogue for a list (a theme's, an activity section's, a goods coupon's): searched by name,
 * pinyin, initials or id and added in order; the first `featured` (two unless told) are marked, as a theme shows
 * them large.
 */
export function GoodsPicker({
  label,
  goods,
  onChange,
  featured = 2,
}: {
  label: string;
  goods: PickedGoods[];
  onChange: (next: PickedGoods[]) => void;
  featured?: number;
}) {
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const found = useQuery(goodsSearchQueryOptions(searched));
  const picked = new Set(goods.map((item) => item.goods_id));
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {label}
      </Text>
      <Group gap={6}>
        {goods.map((item, index) => (
          <Badge
            key={item.goods_id}
            variant={index < featured ? 'filled' : 'light'}
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                c="inherit"
                aria-label={`移除 ${item.goods_name}`}
                onClick={() => onChange(goods.filter((other) => other.goods_id !== item.goods_id))}
              >
                ×
              </ActionIcon>
            }
          >
            {item.goods_id} {item.goods_name}
          </Badge>
        ))}
      </Group>
      <Group gap="xs" align="flex-end">
        <TextInput
          label="查找商品"
          placeholder="名称、拼音、首字母或编号"
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setSearched(keyword.trim());
            }
          }}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={() => setSearched(keyword.trim())}>
          查找
        </Button>
      </Group>
      {found.data && (
        <Paper withBorder p="xs">
          <Stack gap={4}>
            {found.data.list.map((row) => (
              <Group key={row.goods_id} justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {row.goods_id} {row.name}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={picked.has(row.goods_id)}
                  onClick={() => onChange([...goods, { goods_id: row.goods_id, goods_name: row.name }])}
                  aria-label={`加入 ${row.name}`}
                >
                  加入
                </Button>
              </Group>
            ))}
            {found.data.list.length === 0 && (
              <Text size="sm" c="dimmed">
                没有找到商品
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
