import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { brandsQueryOptions, categoriesQueryOptions } from '../../features/catalogue/api/categories';
import { BrandList } from '../../features/catalogue/components/brand-list';
import { CategoryTree } from '../../features/catalogue/components/category-tree';
import { loadWhenPermitted, PermittedPage } from '../-components/permitted-page';

export const Route = createFileRoute('/_shell/categories')({
  loader: ({ context: { queryClient } }) =>
    loadWhenPermitted(queryClient, 'catalogue', () =>
      Promise.all([queryClient.ensureQueryData(categoriesQueryOptions()), queryClient.ensureQueryData(brandsQueryOptions())]),
    ),
  component: () => (
    <PermittedPage title="分类与品牌" needs="catalogue">
      {() => <Catalogue />}
    </PermittedPage>
  ),
});

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
