import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { brandsQueryOptions, categoriesQueryOptions } from '../../../features/catalogue/api/categories';
import { goodsDetailQueryOptions } from '../../../features/catalogue/api/goods';
import { GoodsEditor } from '../../../features/catalogue/components/goods-editor';
import { goodsFormOf } from '../../../features/catalogue/goods-draft';
import { loadWhenPermitted, PermittedPage } from '../../-components/permitted-page';

export const Route = createFileRoute('/_shell/goods/$id')({
  loader: ({ context: { queryClient }, params }) =>
    loadWhenPermitted(queryClient, 'catalogue', () =>
      Promise.all([
        queryClient.ensureQueryData(categoriesQueryOptions()),
        queryClient.ensureQueryData(brandsQueryOptions()),
        queryClient.ensureQueryData(goodsDetailQueryOptions(Number(params.id))),
      ]),
    ),
  component: EditGoodsPage,
});

function EditGoodsPage() {
  const { id } = Route.useParams();
  return (
    <PermittedPage title={`编辑商品 ${id}`} needs="catalogue">
      {() => <EditGoods goodsId={Number(id)} />}
    </PermittedPage>
  );
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
