/**
 * The batch shipping sheet's header row (issue 32 "Orders and shipping": a spreadsheet of order number →
 * carrier, tracking number); one order a row below it. An .xlsx workbook's first sheet or a CSV file.
 */
export const SHIPMENT_SHEET_HEADERS: readonly string[] = ['订单号', '快递公司', '快递单号'];

/** Where each field sits in a row (0 is column A). */
export const SHIPMENT_SHEET_COLUMN = { orderSn: 0, carrier: 1, invoiceNo: 2 } as const;
