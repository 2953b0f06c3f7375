import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

/** The address of a list searched by one text: what was typed and the page, so a search can be bookmarked. */
export interface TextSearch {
  q?: string;
  page?: number;
}

/** Reads the address's search; the router reads `q=139…` as a number, which is still the text typed. */
export function readTextSearch(search: Record<string, unknown>): TextSearch {
  const q = typeof search.q === 'number' ? String(search.q) : typeof search.q === 'string' ? search.q.trim() : '';
  const page = Number(search.page);
  return { q: q || undefined, page: Number.isInteger(page) && page > 1 ? page : undefined };
}

/** One search box with 查询 (the first page of what was typed) and 重置. */
export function TextSearchForm({
  label,
  placeholder,
  search,
  onSearch,
}: {
  label: string;
  placeholder: string;
  search: TextSearch;
  onSearch: (next: TextSearch) => void;
}) {
  const [q, setQ] = useState(search.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q: q.trim() || undefined });
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          w={{ base: '100%', xs: 300 }}
        />
        <Group gap="xs">
          <Button type="submit">查询</Button>
          <Button
            variant="default"
            onClick={() => {
              setQ('');
              onSearch({});
            }}
          >
            重置
          </Button>
        </Group>
      </Group>
    </form>
  );
}
