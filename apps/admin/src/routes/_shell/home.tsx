import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { homeQueryOptions } from '../../features/home/api/home';
import { CarouselList } from '../../features/home/components/carousel-list';
import { ThemeList } from '../../features/home/components/theme-list';
import { loadWhenPermitted, PermittedPage } from '../-components/permitted-page';

export const Route = createFileRoute('/_shell/home')({
  loader: ({ context: { queryClient } }) => loadWhenPermitted(queryClient, 'content', () => queryClient.ensureQueryData(homeQueryOptions())),
  component: () => (
    <PermittedPage title="首页内容" needs="content">
      {() => <HomeContent />}
    </PermittedPage>
  ),
});

function HomeContent() {
  const home = useSuspenseQuery(homeQueryOptions()).data;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={4}>轮播图</Title>
        <CarouselList slides={home.carousel} />
      </Stack>
      <Stack gap="xs">
        <Title order={4}>专题</Title>
        <ThemeList themes={home.themes} />
      </Stack>
    </Stack>
  );
}
