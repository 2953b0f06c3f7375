import type { ShipmentSheetShipped } from '@garden/contract';
import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { pageQueryOptions } from '../../../lib/page-query';
import { queryKeys } from '../../../lib/query-keys';
import { reportError } from '../../../lib/report-error';
import { fetchFile, type SheetUpload, useSheetUpload } from '../../../lib/sheet-files';
import { useWrite } from '../../../lib/use-write';

export type OrderFilters = RequestOf<typeof endpoints.listShopOrders>;

/** GET /v1/operator/orders/list: one page of a tab, with the counts per tab; the last page stays while the next loads. */
export function orderListQueryOptions(filters: OrderFilters) {
  return pageQueryOptions(endpoints.listShopOrders, queryKeys.ordersList(filters), filters);
}

/** GET /v1/operator/orders/detail: one order with its payments, parcels, after-sales requests, notes and timeline. */
export function orderDetailQueryOptions(orderId: number) {
  return queryOptions({ queryKey: queryKeys.orderDetail(orderId), queryFn: () => call(endpoints.readShopOrder, { order_id: orderId }) });
}

/** GET /v1/operator/orders/carriers: the couriers a parcel can go with (the ship call's `shipping_id`). */
export function carriersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.carriers, queryFn: () => call(endpoints.listShippingCarriers), staleTime: Infinity });
}

/** Every write on an order changes its detail, the list's rows and the counts per tab. */
const ORDERS = [queryKeys.ordersAll];

/** POST /v1/operator/orders/ship: some or all unshipped lines in one parcel. */
export const useShipOrder = () => useWrite(endpoints.shipOrder, ORDERS);

/** POST /v1/operator/orders/cancel: an unpaid order closed, its stock, coupons and balance given back. */
export const useCancelOrder = () => useWrite(endpoints.cancelShopOrder, ORDERS);

/** POST /v1/operator/orders/note: an internal note, never shown to the shopper. */
export const useAddOrderNote = () => useWrite(endpoints.addOrderNote, ORDERS);

/**
 * GET /v1/operator/orders/packing-slip: the orders' packing slips, one PDF, shown in a new tab where the browser's
 * viewer prints it. The tab opens at the click (a tab opened after the download would be a blocked pop-up) and
 * is given the PDF once it arrives; a refusal closes it and is reported.
 */
export async function openPackingSlips(orderIds: readonly number[]): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await fetchFile(`${endpoints.printPackingSlips.path}?order_ids=${orderIds.join(',')}`, 'application/pdf', 'packing-slips.pdf');
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.href = url;
  } catch (error) {
    tab?.close();
    reportError(error);
  }
}

/** What a shipping sheet came to: the orders shipped, or each bad row (nothing shipped then). */
export type ShipmentSheetOutcome = SheetUpload<ShipmentSheetShipped>;

/** POST /v1/operator/orders/ship-sheet (multipart `file`): every order of the sheet shipped, or none. */
export const useShipFromSheet = () => useSheetUpload(endpoints.shipOrdersFromSheet, ORDERS);
