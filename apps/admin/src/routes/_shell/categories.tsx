import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Forbidden } from '../../components/forbidden';
import { PageFrame } from '../../components/page-frame';
import { brandsQueryOptions, categoriesQueryOptions } from '../../features/catalogue/api/categories';
import { BrandList } from '../../features/catalogue/components/brand-list';
import { CategoryTree } from '../../features/catalogue/components/category-tree';
import { meQueryOptions, useMe } from '../../features/session/api/get-me';
import { operatorKey } from '../../lib/session';

export const Route = createFileRoute('/_shell/categories')({
  loader: async ({ context: { queryClient } }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions(operatorKey()));
    if (me.permissions.includes('catalogue'))
      await Promise.all([queryClient.ensureQueryData(categoriesQueryOptions()), queryClient.ensureQueryData(brandsQueryOptions())]);
  },
  component: CategoriesPage,
});

function CategoriesPage() {
  const me = useMe();
  return <PageFrame title="分类与品牌">{me.permissions.includes('catalogue') ? <Catalogue /> : <Forbidden />}</PageFrame>;
}

function Catalogue() {
  const categories = useSuspenseQuery(categoriesQueryOptions()).data;
  const brands = useSuspenseQuery(brandsQueryOptions()).data;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={4}>分类</Title>
        <CategoryTree categories={categories.list} />
      </Stack>
      <Stack gap="xs">
        <Title order={4}>品牌</Title>
        <BrandList brands={brands.list} />
      </Stack>
    </Stack>
  );
}
