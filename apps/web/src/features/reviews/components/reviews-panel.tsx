import { PAGE_SIZES } from '@garden/domain';
import { useState } from 'react';
import { Pagination } from '../../../components/pagination';
import { Skeleton } from '../../../components/skeletons';
import { useRequestScope } from '../../../lib/request-scope';
import { REVIEW_CATEGORIES, useReviews, type ReviewQuery } from '../api/get-reviews';
import { ReviewItem } from './review-item';
import './reviews.css';

const PLACEHOLDERS = 3;

/** The reviews tab: category chips with counts, default or time sort, the page of reviews and the pager. */
export function ReviewsPanel({ gshpId }: { gshpId: number }) {
  const scope = useRequestScope();
  const [query, setQuery] = useState<ReviewQuery>({ gshp_id: gshpId, category: 0, sort: 'default', page: 1 });
  const { data, isPending } = useReviews(query, scope);
  return (
    <section className="reviews" aria-label="商品评价">
      <div className="reviews__bar">
        <div className="reviews__categories" role="group" aria-label="评价分类">
          {REVIEW_CATEGORIES.map((category) => (
            <button
              key={category.code}
              type="button"
              className="chip"
              aria-pressed={query.category === category.code}
              onClick={() => setQuery({ ...query, category: category.code, page: 1 })}
            >
              {category.label}
              {data && ` (${data.category[category.key]})`}
            </button>
          ))}
        </div>
        <div className="reviews__sort" role="group" aria-label="排序">
          {(['default', 'time'] as const).map((sort) => (
            <button
              key={sort}
              type="button"
              className="link-button"
              aria-pressed={query.sort === sort}
              onClick={() => setQuery({ ...query, sort, page: 1 })}
            >
              {sort === 'default' ? '默认排序' : '按时间排序'}
            </button>
          ))}
        </div>
      </div>
      {isPending ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        Array.from({ length: PLACEHOLDERS }, (_, index) => <Skeleton key={index} height={120} />)
      ) : data && data.list.length > 0 ? (
        data.list.map((review) => <ReviewItem key={review.g_comment_id} review={review} loginKey={scope.key} />)
      ) : (
        <p className="empty-note">暂无评价</p>
      )}
      {data && <Pagination page={query.page} total={Math.ceil(data.total / PAGE_SIZES.reviews)} onChange={(page) => setQuery({ ...query, page })} />}
    </section>
  );
}
