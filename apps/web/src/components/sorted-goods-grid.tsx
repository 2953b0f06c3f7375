import type { ReactNode } from 'react';
import { GoodsGrid, type CardPage } from './goods-grid';
import { PressedButtons } from './pressed-buttons';
import './list-page.css';

/** The in-stock toggle's label. */
const IN_STOCK_ONLY_LABEL = '仅显示有货';

/** The words around the number of goods found: 共 N 件商品. */
const GOODS_COUNT_WORDS = { before: '共 ', after: ' 件商品' } as const;

/** The fields of a goods list's address that the list itself changes (category and search pages alike). */
interface SortedGoodsSearch<Sort extends string> {
  sort?: Sort;
  instock?: boolean;
  page?: number;
}

/**
 * A page of goods under the sort bar: sort tabs, the in-stock toggle and the count, then the cards and
 * the pager (storefront §2, §9). Defaults (综合, all stock, page 1) stay out of the address so it
 * stays short, and a new sort or stock choice starts again at page 1.
 */
export function SortedGoodsGrid<Sort extends string>({
  sorts,
  query: { sort, inStockOnly },
  page,
  empty,
  onChange,
}: {
  sorts: readonly { value: Sort; label: string }[];
  query: { sort: Sort; inStockOnly: boolean };
  page: CardPage;
  /** What an empty list says, and what to try instead. */
  empty: { title: ReactNode; hint: string };
  onChange: (patch: SortedGoodsSearch<Sort>) => void;
}) {
  return (
    <>
      <div className="list-toolbar">
        <PressedButtons
          label="排序"
          options={sorts}
          pressed={(value) => value === sort}
          onPick={(next) => onChange({ sort: next === 'comprehensive' ? undefined : next, page: undefined })}
        />
        <label className="check-toggle">
          <input
            type="checkbox"
            checked={inStockOnly}
            onChange={(event) => onChange({ instock: event.target.checked || undefined, page: undefined })}
          />
          {IN_STOCK_ONLY_LABEL}
        </label>
        <span className="list-toolbar__count">
          {GOODS_COUNT_WORDS.before}
          <strong>{page.total}</strong>
          {GOODS_COUNT_WORDS.after}
        </span>
      </div>
      <GoodsGrid
        page={page}
        onPageChange={(number) => onChange({ page: number === 1 ? undefined : number })}
        empty={
          <>
            <strong>{empty.title}</strong>
            <span>{empty.hint}</span>
          </>
        }
      />
    </>
  );
}
