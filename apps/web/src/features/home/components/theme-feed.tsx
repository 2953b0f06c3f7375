import { NO_MORE_DATA } from '@garden/domain';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { GoodsGridSkeleton } from '../../../components/skeletons';
import { homeQueryOptions } from '../api/get-home';
import { ThemeSection } from './theme-section';

/**
 * The themes, two a page, loaded when the bottom marker comes into view, until a page returns
 * fewer than two; then 没有更多数据了 (storefront §2, §8, §9).
 */
export function ThemeFeed() {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useSuspenseInfiniteQuery(homeQueryOptions());
  const marker = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = marker.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <>
      {data.pages
        .flatMap((page) => page.theme)
        .map((theme, index) => (
          <ThemeSection key={theme.theme_id} theme={theme} eager={index === 0} />
        ))}
      {hasNextPage ? (
        <div ref={marker} data-testid="load-more">
          <GoodsGridSkeleton count={4} />
        </div>
      ) : (
        <p className="end-note" data-testid="no-more">
          {NO_MORE_DATA}
        </p>
      )}
    </>
  );
}
