import { COUPON_RECEIVED, DETAIL_COUPONS_SHOWN, describeCouponOffer } from '@garden/domain';
import { useState } from 'react';
import { openLoginDialog } from '../../../lib/login-dialog';
import type { RequestScope } from '../../../lib/request-scope';
import { useGoodsCoupons, type GoodsCoupon } from '../api/get-goods-coupons';
import { useReceiveCoupon } from '../api/receive-coupon';
import { showToast } from '../../../lib/toast';

const describeCoupon = (coupon: GoodsCoupon) => describeCouponOffer(coupon.min_goods_amount, coupon.type_money);

/** The product's coupons to claim: three at first, the rest behind 展开 (storefront §9). */
export function CouponList({ gsupId, scope }: { gsupId: number; scope: RequestScope }) {
  const coupons = useGoodsCoupons(gsupId, scope);
  const receive = useReceiveCoupon(gsupId, scope);
  const [expanded, setExpanded] = useState(false);
  if (coupons.length === 0) return null;
  const shown = expanded ? coupons : coupons.slice(0, DETAIL_COUPONS_SHOWN);
  const claim = (coupon: GoodsCoupon) => {
    if (!scope.key) {
      openLoginDialog();
      return;
    }
    receive.mutate(coupon.type_id, { onSuccess: () => showToast(COUPON_RECEIVED) });
  };
  return (
    <div className="goods-row">
      <span className="goods-row__label">领券</span>
      <div className="coupon-list">
        <ul className="coupon-list__items">
          {shown.map((coupon) => {
            const claimed = coupon.has_receive === 1;
            const exhausted = !claimed && coupon.is_usable === 0;
            return (
              <li key={coupon.type_id} className={`coupon${claimed ? ' coupon--claimed' : ''}`} data-testid="goods-coupon">
                <span className="coupon__kind" title={coupon.type_name}>
                  {coupon.is_shipping === 1 ? '运费券' : '优惠券'}
                </span>
                <span className="coupon__rule">{describeCoupon(coupon)}</span>
                <button
                  type="button"
                  className="coupon__claim"
                  disabled={claimed || exhausted || (receive.isPending && receive.variables === coupon.type_id)}
                  onClick={() => claim(coupon)}
                >
                  {claimed ? '已领取' : exhausted ? '已领完' : '领取'}
                </button>
              </li>
            );
          })}
        </ul>
        {coupons.length > DETAIL_COUPONS_SHOWN && (
          <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
            {expanded ? '收起' : `展开全部${coupons.length}张`}
          </button>
        )}
      </div>
    </div>
  );
}
