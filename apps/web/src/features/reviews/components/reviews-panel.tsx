import { PAGE_SIZES } from '@garden/domain';
import { useState } from 'react';
import { Pagination } from '../../../components/pagination';
import { PressedButtons } from '../../../components/pressed-buttons';
import { Skeleton } from '../../../components/skeletons';
import { useRequestScope } from '../../../lib/request-scope';
import { REVIEW_CATEGORIES, useReviews, type ReviewQuery } from '../api/get-reviews';
import { ReviewItem } from './review-item';
import './reviews.css';

const PLACEHOLDERS = 3;
const REVIEW_SORTS = [
  { value: 'default', label: '默认排序' },
  { value: 'time', label: '按时间排序' },
] as const;

/** The reviews tab: category chips with counts, default or time sort, the page of reviews and the pager. */
export function ReviewsPanel({ gshpId }: { gshpId: number }) {
  const scope = useRequestScope();
  const [query, setQuery] = useState<ReviewQuery>({ gshp_id: gshpId, category: 0, sort: 'default', page: 1 });
  const { data, isPending } = useReviews(query, scope);
  return (
    <section className="reviews" aria-label="商品评价">
      <div className="reviews__bar">
        <PressedButtons
          label="评价分类"
          className="reviews__categories"
          buttonClassName="chip"
          options={REVIEW_CATEGORIES.map((category) => ({
            value: category.code,
            label: data ? `${category.label} (${data.category[category.key]})` : category.label,
          }))}
          pressed={(code) => query.category === code}
          onPick={(code) => setQuery({ ...query, category: code, page: 1 })}
        />
        <PressedButtons
          label="排序"
          className="reviews__sort"
          buttonClassName="link-button"
          options={REVIEW_SORTS}
          pressed={(sort) => query.sort === sort}
          onPick={(sort) => setQuery({ ...query, sort, page: 1 })}
        />
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
