import { Link } from '@tanstack/react-router';
import { type ReactNode, useDeferredValue } from 'react';
import { useRequestScope } from '../../../lib/request-scope';
import { type GoodsDetail, useGoodsInfo, type GoodsInfoParams } from '../api/get-goods-info';
import { useRecordViewedGoods } from '../hooks/use-record-viewed-goods';
import { EveryoneBuying } from './everyone-buying';
import { FavouriteButton } from './favourite-button';
import { GoodsGallery } from './goods-gallery';
import { GoodsTabs, type GoodsTab } from './goods-tabs';
import { PurchasePanel } from './purchase-panel';
import '../../../components/list-page.css';
import './goods-detail.css';

/** The product page (storefront §2 "Product detail"). */
export function GoodsDetailPage({
  params,
  tab,
  onTabChange,
  reviews,
}: {
  params: GoodsInfoParams;
  tab: GoodsTab;
  onTabChange: (tab: GoodsTab) => void;
  reviews: ReactNode;
}) {
  // Deferred: when the default city arrives after the first draw (or the shopper switches it), the page stays on
  // screen while the goods is read for the new scope, instead of suspending and drawing the purchase panel anew,
  // which would drop the attributes the shopper had just picked.
  const scope = useDeferredValue(useRequestScope());
  const goods = useGoodsInfo(params, scope);
  useRecordViewedGoods(goods);
  return (
    <GoodsDetailView
      goods={goods}
      favourite={<FavouriteButton goods={goods} params={params} scope={scope} />}
      // Keyed by goods so a new product starts from its own initial quantity and no choice.
      panel={<PurchasePanel key={goods.gshp_id} goods={goods} params={params} scope={scope} />}
      bottom={
        <>
          <EveryoneBuying goods={goods.popular} />
          <GoodsTabs goods={goods} tab={tab} onTabChange={onTabChange} reviews={reviews} />
        </>
      }
    />
  );
}

/**
 * The product page's frame from the goods' breadcrumb and gallery: `favourite` under the gallery, `panel` beside
 * it, `bottom` below. The server's first paint draws it without the three (web build/first-paints.tsx).
 */
export function GoodsDetailView({
  goods,
  favourite,
  panel,
  bottom,
}: {
  goods: Pick<GoodsDetail, 'cat_name' | 'category' | 'name' | 'pictures'>;
  favourite?: ReactNode;
  panel?: ReactNode;
  bottom?: ReactNode;
}) {
  return (
    <div className="page goods-detail">
      <nav className="breadcrumb" aria-label="当前位置">
        <Link to="/index">首页</Link>
        {goods.cat_name && (
          // The category route moves a lower category to its top one with it chosen.
          <Link to="/category" search={{ id: goods.category, name: goods.cat_name }}>
            {goods.cat_name}
          </Link>
        )}
        <span aria-current="page">{goods.name}</span>
      </nav>
      <div className="goods-detail__top">
        <div className="goods-detail__media">
          <GoodsGallery pictures={goods.pictures} name={goods.name} />
          {favourite}
        </div>
        {panel}
      </div>
      {bottom && <div className="goods-detail__bottom">{bottom}</div>}
    </div>
  );
}
