import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { brandsQueryOptions, categoriesQueryOptions } from '../../../features/catalogue/api/categories';
import { GoodsEditor } from '../../../features/catalogue/components/goods-editor';
import { emptyGoodsForm } from '../../../features/catalogue/goods-draft';
import { loadWhenPermitted, PermittedPage } from '../../-components/permitted-page';

export const Route = createFileRoute('/_shell/goods/new')({
  loader: ({ context: { queryClient } }) =>
    loadWhenPermitted(queryClient, 'catalogue', () =>
      Promise.all([queryClient.ensureQueryData(categoriesQueryOptions()), queryClient.ensureQueryData(brandsQueryOptions())]),
    ),
  component: () => (
    <PermittedPage title="添加商品" needs="catalogue">
      {() => <NewGoods />}
    </PermittedPage>
  ),
});

function NewGoods() {
  const categories = useSuspenseQuery(categoriesQueryOptions()).data;
  const brands = useSuspenseQuery(brandsQueryOptions()).data;
  return <GoodsEditor initial={emptyGoodsForm()} categories={categories.list} brands={brands.list} places={brands.ship_from} />;
}
