import { openLoginDialog } from '../../../lib/login-dialog';
import type { RequestScope } from '../../../lib/request-scope';
import type { GoodsDetail, GoodsInfoParams } from '../api/get-goods-info';
import { useToggleFavourite } from '../api/toggle-favourite';

/** ♡ 收藏 / ♥ 已收藏: adds or removes the goods from the shopper's favourites (storefront §4). */
export function FavouriteButton({ goods, params, scope }: { goods: GoodsDetail; params: GoodsInfoParams; scope: RequestScope }) {
  const toggle = useToggleFavourite(params, scope);
  const collected = goods.is_collected === 1;
  const press = () => {
    if (!scope.key) return openLoginDialog();
    toggle.mutate({ supId: goods.gshp_id, price: goods.price.min_price, collected });
  };
  return (
    <button type="button" className="favourite-button" aria-pressed={collected} disabled={toggle.isPending} onClick={press}>
      <span aria-hidden>{collected ? '♥' : '♡'}</span>
      {collected ? '已收藏' : '收藏'}
    </button>
  );
}
