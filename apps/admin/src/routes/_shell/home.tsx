import { HEADER_CATEGORY_COUNT } from '@garden/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { categoriesQueryOptions, useReorderCategories } from '../../features/catalogue/api/categories';
import { homeQueryOptions } from '../../features/home/api/home';
import { CarouselList } from '../../features/home/components/carousel-list';
import { HeaderCategoryOrder } from '../../features/home/components/header-category-order';
import { ThemeList } from '../../features/home/components/theme-list';
import { meQueryOptions, useMe } from '../../features/session/api/get-me';
import { operatorKey } from '../../lib/session';
import { loadWhenPermitted, PermittedPage } from '../-components/permitted-page';

export const Route = createFileRoute('/_shell/home')({
  loader: ({ context: { queryClient } }) =>
    loadWhenPermitted(queryClient, 'content', async () => {
      const me = await queryClient.ensureQueryData(meQueryOptions(operatorKey()));
      await Promise.all([
        queryClient.ensureQueryData(homeQueryOptions()),
        // The header's order is the top categories' order, a catalogue call.
        me.permissions.includes('catalogue') ? queryClient.ensureQueryData(categoriesQueryOptions()) : undefined,
      ]);
    }),
  component: () => (
    <PermittedPage title="首页内容" needs="content">
      {() => <HomeContent />}
    </PermittedPage>
  ),
});

function HomeContent() {
  const home = useSuspenseQuery(homeQueryOptions()).data;
  const orderHeader = useMe().permissions.includes('catalogue');
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
      {orderHeader && <HeaderOrder />}
    </Stack>
  );
}

function HeaderOrder() {
  const { list } = useSuspenseQuery(categoriesQueryOptions()).data;
  const reorder = useReorderCategories();
  return (
    <Stack gap="xs">
      <Title order={4}>顶部分类导航</Title>
      <Text size="sm" c="dimmed">
        商城页头按此顺序显示一级分类：前 {HEADER_CATEGORY_COUNT} 个在导航栏，其余在「更多」中；隐藏的分类不显示。
      </Text>
      <HeaderCategoryOrder categories={list} busy={reorder.isPending} onReorder={(cat_ids) => reorder.mutate({ parent_id: 0, cat_ids })} />
    </Stack>
  );
}
