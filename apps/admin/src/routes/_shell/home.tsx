import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Forbidden } from '../../components/forbidden';
import { PageFrame } from '../../components/page-frame';
import { homeQueryOptions } from '../../features/home/api/home';
import { CarouselList } from '../../features/home/components/carousel-list';
import { ThemeList } from '../../features/home/components/theme-list';
import { meQueryOptions, useMe } from '../../features/session/api/get-me';
import { operatorKey } from '../../lib/session';

export const Route = createFileRoute('/_shell/home')({
  loader: async ({ context: { queryClient } }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions(operatorKey()));
    if (me.permissions.includes('content')) await queryClient.ensureQueryData(homeQueryOptions());
  },
  component: HomeContentPage,
});

function HomeContentPage() {
  const me = useMe();
  return <PageFrame title="首页内容">{me.permissions.includes('content') ? <HomeContent /> : <Forbidden />}</PageFrame>;
}

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
