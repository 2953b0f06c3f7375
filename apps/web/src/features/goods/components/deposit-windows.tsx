import { formatChinaTime } from '@garden/domain';
import type { GoodsDetail } from '../api/get-goods-info';

const NOT_ON_SALE = 2;
const fromSeconds = (seconds: number) => formatChinaTime(new Date(seconds * 1000));

/**
 * The deposit time windows: when the deposit is paid and when the balance is (storefront §3 deposit
 * timing); `dj_status` 2 is not yet on sale and shows the start time (storefront §4).
 */
export function DepositWindows({ goods }: { goods: GoodsDetail }) {
  if (goods.dj.dj_status <= 0) return null;
  return (
    <div className="goods-row">
      <span className="goods-row__label">定金</span>
      <dl className="deposit-windows">
        {goods.dj.dj_status === NOT_ON_SALE && (
          <div>
            <dt>开售时间</dt>
            <dd>{fromSeconds(goods.beg_time)}</dd>
          </div>
        )}
        <div>
          <dt>定金支付</dt>
          <dd>
            {fromSeconds(goods.beg_time)} 至 {fromSeconds(goods.end_time)}
          </dd>
        </div>
        <div>
          <dt>尾款支付</dt>
          <dd>
            {fromSeconds(goods.pay_beg_time)} 至 {fromSeconds(goods.pay_end_time)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
