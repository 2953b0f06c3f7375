import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Skeleton, GoodsGridSkeleton } from '../components/skeletons';
import { homeQueryOptions } from '../features/home/api/get-home';
import { ThemeFeed } from '../features/home/components/theme-feed';
import { HomeView } from '../features/home/components/home-view';
import { appStore } from '../lib/app-store';
import { silentModeAtom } from '../lib/storage';
import '../features/home/components/home.css';

// The home page's literal path is /index (storefront §2); `[index]` escapes the index token.
export const Route = createFileRoute('/index')({
  loader: async ({ context }) => {
    const home = await context.queryClient.ensureInfiniteQueryData(homeQueryOptions());
    // The home data switches the whole shop to greyscale and back (storefront §2 "silent").
    appStore.set(silentModeAtom, Boolean(Number(home.pages[0]?.silent ?? 0)));
  },
  pendingComponent: HomeSkeleton,
  component: HomePage,
});

function HomePage() {
  const { data } = useSuspenseInfiniteQuery(homeQueryOptions());
  return (
    <HomeView slides={data.pages[0]?.pccarousel ?? []}>
      <ThemeFeed />
    </HomeView>
  );
}

function HomeSkeleton() {
  return (
    <div className="page home" aria-busy>
      <div className="carousel">
        <Skeleton height="100%" radius={16} />
      </div>
      <GoodsGridSkeleton count={8} />
    </div>
  );
}
