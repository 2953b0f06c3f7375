import { useEffect } from 'react';
import { useRecordViewedGoods as useRecorder } from '../../../lib/viewed-goods';
import type { GoodsDetail } from '../api/get-goods-info';

/** Puts the goods on top of the recently viewed list the header shows (storefront §3, §9). */
export function useRecordViewedGoods(goods: GoodsDetail) {
  const record = useRecorder();
  useEffect(() => {
    record({ goodsId: goods.gshp_id, name: goods.name, thumbnail: goods.thumbnail, price: goods.price.min_price });
  }, [record, goods.gshp_id, goods.name, goods.thumbnail, goods.price.min_price]);
}
