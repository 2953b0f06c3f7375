import type { ReactNode } from 'react';
import { GoodsCard } from './goods-card';
import { Pagination } from './pagination';
import './list-page.css';
import type { CardPage } from '@garden/contract';

export type { CardPage };

/** The cards of one page, an empty state when there are none, and the pager (storefront §9). */
export function GoodsGrid({ page, onPageChange, empty }: { page: CardPage; onPageChange: (page: number) => void; empty: ReactNode }) {
  if (page.list.length === 0) return <div className="goods-grid__empty">{empty}</div>;
  return (
    <>
      <div className="goods-grid">
        {page.list.map((goods, index) => (
          // The first row is on screen at once: load it eagerly (the page's largest paint).
          <GoodsCard key={goods.shp_id} goods={goods} eager={index < 4} />
        ))}
      </div>
      <Pagination page={page.page} total={page.last_page} onChange={onPageChange} />
    </>
  );
}
