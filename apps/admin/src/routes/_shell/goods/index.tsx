import { Button, Group, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { categoriesQueryOptions } from '../../../features/catalogue/api/categories';
import { goodsListQueryOptions } from '../../../features/catalogue/api/goods';
import { categoryPaths } from '../../../features/catalogue/category-options';
import { GoodsSheetActions } from '../../../features/catalogue/components/goods-sheet-actions';
import { GoodsFilterBar } from '../../../features/catalogue/components/goods-filter-bar';
import { GoodsTable } from '../../../features/catalogue/components/goods-table';
import { loadWhenPermitted, PermittedPage } from '../../-components/permitted-page';
import { GOODS_PAGE_SIZE, type GoodsSearch, goodsFiltersOf, readGoodsSearch } from '../../../features/catalogue/goods-search';

export const Route = createFileRoute('/_shell/goods/')({
  validateSearch: readGoodsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    loadWhenPermitted(queryClient, 'catalogue', () => queryClient.ensureQueryData(goodsListQueryOptions(goodsFiltersOf(deps)))),
  component: () => (
    <PermittedPage
      title="商品"
      needs="catalogue"
      actions={
        <Group gap="sm">
          <GoodsSheetActions />
          <Button component={Link} to="/goods/new">
            添加商品
          </Button>
        </Group>
      }
    >
      {() => <GoodsList />}
    </PermittedPage>
  ),
});

function GoodsList() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const goods = useQuery(goodsListQueryOptions(goodsFiltersOf(search)));
  const categories = useQuery(categoriesQueryOptions());
  const show = (next: GoodsSearch) => void navigate({ search: next });
  return (
    <>
      <GoodsFilterBar
        key={JSON.stringify({ ...search, page: undefined })}
        search={search}
        categories={categoryPaths(categories.data?.list ?? [])}
        onSearch={show}
      />
      {goods.data ? (
        <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
          <GoodsTable
            rows={goods.data.list}
            total={goods.data.count}
            page={search.page ?? 1}
            pageSize={GOODS_PAGE_SIZE}
            onPage={(page) => show({ ...search, page })}
          />
        </div>
      ) : (
        <Loader mt="lg" />
      )}
    </>
  );
}
