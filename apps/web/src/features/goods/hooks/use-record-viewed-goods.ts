import { useEffect } from 'react';
import { useRecordViewedGoods as useRecorder } from '../../../lib/viewed-goods';
import type { GoodsDetail } from '../api/get-goods-info';

/** Puts the goods on top of the recently viewed list the header shows (storefront §3, §9). */
export function useRecordViewedGoods(goods: GoodsDetail) {
  const record = useRecorder();
  const thumbnail = goods.thumbnail ?? goods.pictures[0]?.img_url ?? '';
  useEffect(() => {
    record({ goodsId: goods.gshp_id, name: goods.name, thumbnail, price: goods.price.min_price });
  }, [record, goods.gshp_id, goods.name, thumbnail, goods.price.min_price]);
}
