import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { GOODS_SALE_LABELS } from '@garden/domain';
import type { GoodsSearch } from '../goods-search';

const SALE_OPTIONS = Object.entries(GOODS_SALE_LABELS).map(([value, label]) => ({ value, label }));
const STOCK_OPTIONS = [
  { value: '1', label: '有货' },
  { value: '0', label: '无货' },
];

/** The list's search and filters; 搜索 puts them in the address (and goes back to the first page). */
export function GoodsFilterBar({
  search,
  categories,
  onSearch,
}: {
  search: GoodsSearch;
  categories: { value: string; label: string }[];
  onSearch: (next: GoodsSearch) => void;
}) {
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [cat, setCat] = useState<string | null>(search.cat ? String(search.cat) : null);
  const [sale, setSale] = useState<string | null>(search.sale ? String(search.sale) : null);
  const [stock, setStock] = useState<string | null>(search.stock === undefined ? null : String(search.stock));
  const submit = () =>
    onSearch({
      keyword: keyword.trim() || undefined,
      cat: cat ? Number(cat) : undefined,
      sale: sale ? Number(sale) : undefined,
      stock: stock === null ? undefined : Number(stock),
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="搜索"
          placeholder="名称、拼音、首字母或编号"
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          w={240}
        />
        <Select label="分类" placeholder="全部" data={categories} value={cat} onChange={setCat} clearable searchable w={260} />
        <Select label="上架状态" placeholder="全部" data={SALE_OPTIONS} value={sale} onChange={setSale} clearable w={130} />
        <Select label="库存" placeholder="全部" data={STOCK_OPTIONS} value={stock} onChange={setStock} clearable w={110} />
        <Button type="submit">搜索</Button>
      </Group>
    </form>
  );
}
