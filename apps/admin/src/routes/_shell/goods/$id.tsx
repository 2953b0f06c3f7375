import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Forbidden } from '../../../components/forbidden';
import { PageFrame } from '../../../components/page-frame';
import { brandsQueryOptions, categoriesQueryOptions } from '../../../features/catalogue/api/categories';
import { goodsDetailQueryOptions } from '../../../features/catalogue/api/goods';
import { GoodsEditor } from '../../../features/catalogue/components/goods-editor';
import { goodsFormOf } from '../../../features/catalogue/goods-draft';
import { meQueryOptions, useMe } from '../../../features/session/api/get-me';
import { operatorKey } from '../../../lib/session';

export const Route = createFileRoute('/_shell/goods/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions(operatorKey()));
    if (me.permissions.includes('catalogue'))
      await Promise.all([
        queryClient.ensureQueryData(categoriesQueryOptions()),
        queryClient.ensureQueryData(brandsQueryOptions()),
        queryClient.ensureQueryData(goodsDetailQueryOptions(Number(params.id))),
      ]);
  },
  component: EditGoodsPage,
});

function EditGoodsPage() {
  const me = useMe();
  const { id } = Route.useParams();
  return <PageFrame title={`编辑商品 ${id}`}>{me.permissions.includes('catalogue') ? <EditGoods goodsId={Number(id)} /> : <Forbidden />}</PageFrame>;
}

function EditGoods({ goodsId }: { goodsId: number }) {
  const categories = useSuspenseQuery(categoriesQueryOptions()).data;
  const brands = useSuspenseQuery(brandsQueryOptions()).data;
  const detail = useSuspenseQuery(goodsDetailQueryOptions(goodsId)).data;
  // Keyed by the goods: another goods opened from here starts from its own values.
  return (
    <GoodsEditor
      key={goodsId}
      goodsId={goodsId}
      initial={goodsFormOf(detail)}
      categories={categories.list}
      brands={brands.list}
      places={brands.ship_from}
    />
  );
}
