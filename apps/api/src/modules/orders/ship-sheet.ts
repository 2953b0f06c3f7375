// Batch shipping from a spreadsheet (issue 32 "Orders and shipping": order number → carrier, tracking number,
// each row reported, all or nothing). The domain reads the rows (`planShipmentSheet`); each order then ships
// every line still waiting in one parcel through the one ship of shipping.ts, inside one transaction for the
// whole sheet: a row the order refuses (unpaid, closed, shipped already…) is reported with the others, and any
// report rolls every parcel back.
import type { FilePart, ShipmentSheetShipped } from '@garden/contract';
import {
  describeSheetRefusals,
  ORDER_NOT_FOUND,
  planShipmentSheet,
  readCsvRows,
  type SheetCell,
  type SheetRowRefusal,
  SHIPMENT_SHEET_FILE_INVALID,
  SHIPMENT_SHEET_NOT_UTF8,
  SHIPMENT_SHEET_ROWS_MAX,
  SHIPMENT_SHEET_TOO_MANY_ROWS,
  shipmentSheetRefusedMessage,
} from '@garden/domain';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { ApiError, badRequest, badRequestWith } from '../../platform/api-error';
import { readSheetFile } from '../../platform/spreadsheet-file';
import { shipOrder } from './shipping';
import { isNotFather } from './views';

/** A CSV file by its name or type; anything else is read as an .xlsx workbook. */
const isCsv = (file: FilePart) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/** The sheet's rows: the first sheet of a workbook, or a CSV file's lines (UTF-8, as Excel's 「CSV UTF-8」 saves them). */
async function readShipmentSheet(file: FilePart): Promise<SheetCell[][]> {
  const bytes = await file.arrayBuffer();
  if (!isCsv(file))
    return readSheetFile(bytes, {
      invalid: SHIPMENT_SHEET_FILE_INVALID,
      maxRows: SHIPMENT_SHEET_ROWS_MAX,
      tooManyRows: SHIPMENT_SHEET_TOO_MANY_ROWS,
    });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(SHIPMENT_SHEET_NOT_UTF8);
  }
  const rows = readCsvRows(text);
  if (rows.length > SHIPMENT_SHEET_ROWS_MAX + 1) throw badRequest(SHIPMENT_SHEET_TOO_MANY_ROWS);
  return rows;
}

export interface SheetShippingInput {
  file: FilePart;
  /** The names of the couriers the shop works with (the ship dialog's list). */
  carriers: readonly string[];
  now: Date;
  /** Called in the sheet's transaction before an order ships (the audit trail notes the order as it was). */
  beforeShipping: (tx: Database, orderId: number) => Promise<void>;
}

/**
 * Ships the orders of a shipping sheet, each in one parcel with every line still waiting, all in one transaction.
 * A sheet with any bad row (the domain's reading, an order number the shop does not have, an order its state
 * refuses) answers 400 with each bad row's report in `data.reports` (`第 N 行：…`) and ships nothing.
 */
export async function shipOrdersFromSheet(db: Database, input: SheetShippingInput): Promise<ShipmentSheetShipped> {
  const plan = planShipmentSheet(await readShipmentSheet(input.file), input.carriers);
  const refusals: SheetRowRefusal[] = [...plan.refusals];
  // The transaction answers the whole reply: the audit trail records the sheet with it (operators/guard.ts).
  return db.transaction(async (tx) => {
    const sns = plan.rows.map((row) => row.orderSn);
    const found =
      sns.length === 0
        ? []
        : await tx
            .select({ orderId: orders.orderId, orderSn: orders.orderSn })
            .from(orders)
            .where(and(inArray(orders.orderSn, sns), isNotFather));
    const idOf = new Map(found.map((order) => [order.orderSn, order.orderId]));
    const shipped: ShipmentSheetShipped['list'] = [];
    for (const row of plan.rows) {
      const orderId = idOf.get(row.orderSn);
      if (orderId === undefined) {
        refusals.push({ row: row.row, reason: ORDER_NOT_FOUND });
        continue;
      }
      try {
        await input.beforeShipping(tx, orderId);
        // Its own savepoint: a refused order leaves the sheet's transaction usable, so every row is reported.
        const order = await shipOrder(tx, { orderId, logisticsName: row.carrier, invoiceNo: row.invoiceNo, now: input.now });
        shipped.push({
          row: row.row,
          order_id: order.orderId,
          order_sn: order.orderSn,
          o_status: order.oStatus,
          logistics_name: order.logisticsName,
          invoice_no: order.invoiceNo,
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        refusals.push({ row: row.row, reason: error.message });
      }
    }
    if (refusals.length > 0) throw badRequestWith(shipmentSheetRefusedMessage(refusals.length), { reports: describeSheetRefusals(refusals) });
    return { shipped: shipped.length, list: shipped };
  });
}
