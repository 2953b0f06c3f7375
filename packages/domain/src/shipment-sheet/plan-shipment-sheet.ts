import type { SheetCell } from '../goods-sheet/sheet-layout';
import {
  PARCEL_NUMBER_REQUIRED,
  SHIPMENT_SHEET_EMPTY,
  SHIPMENT_SHEET_HEADERS_INVALID,
  SHIPMENT_SHEET_NUMBER_TOO_LONG,
  SHIPMENT_SHEET_ORDER_REPEATED,
  SHIPMENT_SHEET_ORDER_REQUIRED,
  sheetRowMessage,
  shipmentSheetCarrierMessage,
} from '../messages/messages';
import { normalizeParcelNumber, parcelNumberRefusal } from '../validation/parcel-number';
import { SHIPMENT_SHEET_COLUMN, SHIPMENT_SHEET_HEADERS } from './shipment-sheet-layout';

/** One row of the shipping sheet as read: the order to ship (every line still waiting) in one parcel. */
export interface ShipmentSheetRow {
  /** The row number the spreadsheet shows (1 is the header row). */
  readonly row: number;
  readonly orderSn: string;
  readonly carrier: string;
  readonly invoiceNo: string;
}

/** A refused row, by the number the spreadsheet shows, and why. */
export interface SheetRowRefusal {
  readonly row: number;
  readonly reason: string;
}

/** The rows read and the rows refused; the rows are shipped only when no row is refused, here or by the orders. */
export interface ShipmentSheetPlan {
  readonly rows: readonly ShipmentSheetRow[];
  readonly refusals: readonly SheetRowRefusal[];
}

const textOf = (cell: SheetCell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim());

/** The smallest number of 16 digits: a spreadsheet's number cell keeps 15 significant digits, so from here on it has lost some. */
const FIRST_INEXACT_NUMBER = 1e15;

/** A number cell too long for a spreadsheet to have kept it digit for digit. */
const isInexactNumber = (cell: SheetCell | undefined) => typeof cell === 'number' && Math.abs(cell) >= FIRST_INEXACT_NUMBER;

/**
 * Reads a batch shipping sheet (issue 32 "Orders and shipping": order number → carrier, tracking number, each
 * row reported, all or nothing). `sheet` is the file's rows, the header row first; `carriers` the names of the
 * couriers the shop works with. Each row needs its order number, once in the sheet, a carrier among `carriers`
 * and a courier number (`parcelNumberRefusal`, the ship dialog's rule); blank rows are skipped. Whether each
 * order can ship is the order's own rule, asked when it ships.
 */
export function planShipmentSheet(sheet: readonly (readonly SheetCell[])[], carriers: readonly string[]): ShipmentSheetPlan {
  const headers = (sheet[0] ?? []).slice(0, SHIPMENT_SHEET_HEADERS.length).map(textOf);
  if (headers.join('\n') !== SHIPMENT_SHEET_HEADERS.join('\n')) return { rows: [], refusals: [{ row: 1, reason: SHIPMENT_SHEET_HEADERS_INVALID }] };
  const rows: ShipmentSheetRow[] = [];
  const refusals: SheetRowRefusal[] = [];
  const seen = new Set<string>();
  sheet.forEach((cells, index) => {
    if (index === 0 || cells.every((cell) => textOf(cell) === '')) return;
    const row = index + 1;
    const refuse = (reason: string) => refusals.push({ row, reason });
    if (isInexactNumber(cells[SHIPMENT_SHEET_COLUMN.orderSn]) || isInexactNumber(cells[SHIPMENT_SHEET_COLUMN.invoiceNo]))
      return refuse(SHIPMENT_SHEET_NUMBER_TOO_LONG);
    const orderSn = textOf(cells[SHIPMENT_SHEET_COLUMN.orderSn]);
    const carrier = textOf(cells[SHIPMENT_SHEET_COLUMN.carrier]);
    const invoiceNo = normalizeParcelNumber(textOf(cells[SHIPMENT_SHEET_COLUMN.invoiceNo]));
    if (orderSn === '') return refuse(SHIPMENT_SHEET_ORDER_REQUIRED);
    if (seen.has(orderSn)) return refuse(SHIPMENT_SHEET_ORDER_REPEATED);
    seen.add(orderSn);
    if (!carriers.includes(carrier)) return refuse(shipmentSheetCarrierMessage(carriers));
    if (invoiceNo === null) return refuse(PARCEL_NUMBER_REQUIRED);
    const invoiceRefusal = parcelNumberRefusal(invoiceNo);
    if (invoiceRefusal) return refuse(invoiceRefusal);
    rows.push({ row, orderSn, carrier, invoiceNo });
  });
  if (rows.length === 0 && refusals.length === 0) refusals.push({ row: 1, reason: SHIPMENT_SHEET_EMPTY });
  return { rows, refusals };
}

/** Each refused row as the report shows it, `第 N 行：…`, in the sheet's order. */
export function describeSheetRefusals(refusals: readonly SheetRowRefusal[]): string[] {
  return [...refusals].sort((a, b) => a.row - b.row).map((refusal) => sheetRowMessage(refusal.row, refusal.reason));
}
