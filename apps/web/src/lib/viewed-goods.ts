import { pushViewedGoods } from '@garden/domain';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { viewedGoodsAtom, type ViewedGoods } from './storage';

/**
 * Returns a function that records a product as recently viewed for the header's list (newest first,
 * bounded and distinct by the domain's history rule, storefront §9); the goods page calls it.
 */
export function useRecordViewedGoods(): (goods: ViewedGoods) => void {
  const setViewed = useSetAtom(viewedGoodsAtom);
  return useCallback((goods: ViewedGoods) => setViewed((list) => [...pushViewedGoods(list, goods)]), [setViewed]);
}
