// The back office's limits, in one place so its messages (messages.ts) say the number the rule checks: a limit
// changed here changes its message with it.

/** The goods editor's name, short name and attribute values, in characters. */
export const GOODS_NAME_MAX = 60;
export const GOODS_SHORTNAME_MAX = 30;
export const GOODS_ATTRIBUTE_VALUE_MAX = 20;
/** The SKUs of one goods: the product of its attributes' value counts. */
export const GOODS_SKUS_MAX = 200;

/** The largest sheet file taken: a 20 000-SKU export is well under it. */
export const GOODS_SHEET_MAX_BYTES = 8 * 1024 * 1024;
/**
 * The most an .xlsx file may hold once unpacked (every part of its zip together): an .xlsx is a zip, and a file
 * under `GOODS_SHEET_MAX_BYTES` could unpack to gigabytes; a 20 000-SKU export unpacks to about 14 MB.
 */
export const GOODS_SHEET_UNPACKED_MAX_BYTES = 64 * 1024 * 1024;
/** The most rows an import reads: four times the 5 000 SKUs the back office is measured with. */
export const GOODS_SHEET_ROWS_MAX = 20_000;

/** Rows one batch ships, the header row aside: a day's parcels, in one transaction. */
export const SHIPMENT_SHEET_ROWS_MAX = 2_000;
/** Orders one packing slip PDF holds (a selection of the order list's pages). */
export const PACKING_SLIP_ORDERS_MAX = 100;

/** The longest internal note on an order, in characters as the operator sees them. */
export const ORDER_NOTE_MAX = 500;
/** The longest reason an operator gives for refusing an after-sales request, in characters. */
export const REFUSE_REASON_MAX = 200;
