import { PAGINATION_PAGE_NUMBERS } from '@garden/domain';
import { pageWindow } from './page-window';

/** The pager of paged lists: previous, 5 page numbers, next (storefront §9). */
export function Pagination({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  if (total <= 1) return null;
  return (
    <nav className="pagination" aria-label="分页">
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        上一页
      </button>
      {pageWindow(page, total, PAGINATION_PAGE_NUMBERS).map((number) => (
        <button key={number} type="button" aria-current={number === page ? 'page' : undefined} onClick={() => onChange(number)}>
          {number}
        </button>
      ))}
      <button type="button" disabled={page >= total} onClick={() => onChange(page + 1)}>
        下一页
      </button>
      <span className="pagination__total">共 {total} 页</span>
    </nav>
  );
}
