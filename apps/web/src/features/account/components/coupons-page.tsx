import type { MyCoupon } from '@garden/contract';
import { describeCouponOffer, formatChinaTime, formatYuan } from '@garden/domain';
import { useQuery } from '@tanstack/react-query';
import { HrefLink } from '../../../components/href-link';
import { Pagination } from '../../../components/pagination';
import { PressedButtons } from '../../../components/pressed-buttons';
import { myCouponsQueryOptions } from '../api/account-calls';
import './account.css';
import '../../../components/list-page.css';
import { TitledSection } from '../../../components/titled-section';

const TABS = [
  { tab: 0, label: '未使用' },
  { tab: 1, label: '已使用/已过期' },
] as const;

const date = (seconds: number) => formatChinaTime(new Date(seconds * 1000)).slice(0, 10);

/** Where 去使用 leads (shopping §2 "Coupons"): the goods it is tied to, its category, or the home page. */
function couponHref(coupon: MyCoupon): string {
  if (coupon.gshp_id) return `/goodDetail?gshp_id=${coupon.gshp_id}`;
  const [category] = coupon.act_range_ext;
  if (coupon.act_range === 1 && category) return `/category?id=${category}`;
  return '/index';
}

/** My coupons (shopping §2 coupon): two tabs, 9 cards a page, each with 去使用 while usable. */
export function CouponsPage({
  loginKey,
  tab,
  page,
  onChange,
}: {
  loginKey: string;
  tab: 0 | 1;
  page: number;
  onChange: (next: { tab: 0 | 1; page?: number }) => void;
}) {
  const { data } = useQuery(myCouponsQueryOptions(loginKey, tab, page));
  return (
    <TitledSection className="account-page" title="我的优惠券">
      <div className="list-toolbar">
        <PressedButtons
          nav
          label="优惠券状态"
          options={TABS.map((entry) => ({ value: entry.tab, label: entry.label }))}
          pressed={(value) => value === tab}
          onPick={(value) => onChange({ tab: value })}
        />
      </div>
      {data && data.list.length === 0 && (
        <p className="goods-grid__empty">
          <strong>暂无优惠券</strong>
        </p>
      )}
      <div className="coupon-grid">
        {data?.list.map((coupon) => (
          <article
            key={coupon.bonus_id}
            data-testid="coupon"
            className={`coupon-card${coupon.is_shipping ? ' coupon-card--shipping' : ''}${coupon.status === 'unused' ? '' : ' coupon-card--spent'}`}
          >
            <span className="coupon-card__amount">¥{formatYuan(coupon.type_money)}</span>
            <span className="coupon-card__name">
              {coupon.type_name}
              {coupon.is_shipping ? '（运费券）' : ''}
            </span>
            <span className="coupon-card__meta">{describeCouponOffer(coupon.min_goods_amount, coupon.type_money)}</span>
            <span className="coupon-card__meta">适用：{coupon.act_range_ext_name}</span>
            <span className="coupon-card__meta">
              {date(coupon.use_start_date)} 至 {date(coupon.use_end_date)}
            </span>
            {coupon.status === 'unused' ? (
              <HrefLink href={couponHref(coupon)} className="coupon-card__use">
                去使用
              </HrefLink>
            ) : (
              <span className="coupon-card__meta">{coupon.status === 'used' ? '已使用' : '已过期'}</span>
            )}
          </article>
        ))}
      </div>
      {data && <Pagination page={page} total={Math.ceil(data.total / data.limit)} onChange={(next) => onChange({ tab, page: next })} />}
    </TitledSection>
  );
}
