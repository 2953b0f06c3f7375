import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Forbidden } from '../../../components/forbidden';
import { PageFrame } from '../../../components/page-frame';
import { brandsQueryOptions, categoriesQueryOptions } from '../../../features/catalogue/api/categories';
import { GoodsEditor } from '../../../features/catalogue/components/goods-editor';
import { emptyGoodsForm } from '../../../features/catalogue/goods-draft';
import { meQueryOptions, useMe } from '../../../features/session/api/get-me';
import { operatorKey } from '../../../lib/session';

export const Route = createFileRoute('/_shell/goods/new')({
  loader: async ({ context: { queryClient } }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions(operatorKey()));
    if (me.permissions.includes('catalogue'))
      await Promise.all([queryClient.ensureQueryData(categoriesQueryOptions()), queryClient.ensureQueryData(brandsQueryOptions())]);
  },
  component: NewGoodsPage,
});

function NewGoodsPage() {
  const me = useMe();
  return <PageFrame title="添加商品">{me.permissions.includes('catalogue') ? <NewGoods /> : <Forbidden />}</PageFrame>;
}

function NewGoods() {
  const categories = useSuspenseQuery(categoriesQueryOptions()).data;
  const brands = useSuspenseQuery(brandsQueryOptions()).data;
  return <GoodsEditor initial={emptyGoodsForm()} categories={categories.list} brands={brands.list} places={brands.ship_from} />;
}
