// Batch shipping from a spreadsheet (issue 32 "Orders and shipping"): POST /v1/operator/orders/ship-sheet takes an
// .xlsx or CSV file of order number → carrier, tracking number and ships each order's waiting lines in one
// parcel, all in one transaction; a file with any bad row ships nothing and names each bad row. The sheet and
// each order it ships are in the audit trail. For 仓库 and the shop manager.
import { endpoints, type OperatorOrderDetail, type ShipmentSheetShipped } from '@garden/contract';
import {
  OPERATOR_FORBIDDEN,
  ORDER_NOT_FOUND,
  PARCEL_NUMBER_INVALID,
  SHIPMENT_SHEET_FILE_INVALID,
  SHIPMENT_SHEET_HEADERS,
  SHIPMENT_SHEET_NOT_UTF8,
  SHIPMENT_SHEET_ORDER_REPEATED,
  shipmentSheetCarrierMessage,
  shipmentSheetRefusedMessage,
  shipmentSheetShippedMessage,
} from '@garden/domain';
import ExcelJS from 'exceljs';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorAudit, orders, shipments } from '../../db/schema/index';
import { CARRIERS } from '../../integrations/courier';
import { createBuyer } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { call } from '../../test/http';
import { signInOperator } from '../../test/operator-calls';
import { placeTestOrder } from '../../test/order-factories';

const ctx = useSeededContext();

type As = Awaited<ReturnType<typeof signInOperator>>['as'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx workbook of the header row and `rows`. */
async function workbook(rows: (string | number)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('发货').addRows([[...SHIPMENT_SHEET_HEADERS], ...rows]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const upload = <T = ShipmentSheetShipped>(as: As, bytes: Uint8Array, name = 'ship.xlsx', type = XLSX) =>
  call<T>(ctx.app, 'POST', endpoints.shipOrdersFromSheet.path, { ...as, form: { file: new File([bytes], name, { type }) } });

/** A paid order of `lines` lines waiting for the warehouse: its id and number. */
async function paidOrder(lines = 1) {
  const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 10_000_000 });
  const placed = await placeTestOrder(ctx, buyer.key, { paid: true, lines: Array.from({ length: lines }, () => ({})) });
  const [row] = await ctx.db.select({ orderSn: orders.orderSn }).from(orders).where(eq(orders.orderId, placed.orderId));
  return { ...placed, orderSn: (row as { orderSn: string }).orderSn };
}

const statusOf = async (orderIds: number[]) =>
  (await ctx.db.select({ id: orders.orderId, oStatus: orders.oStatus }).from(orders).where(inArray(orders.orderId, orderIds))).sort(
    (a, b) => a.id - b.id,
  );
const parcelsOf = async (orderIds: number[]) =>
  Number((await ctx.db.select({ n: count() }).from(shipments).where(inArray(shipments.orderId, orderIds)))[0]?.n);
const auditRows = async () => Number((await ctx.db.select({ n: count() }).from(operatorAudit))[0]?.n);

describe('POST /v1/operator/orders/ship-sheet', () => {
  it('ships each order of a good .xlsx sheet, the rest of a partly shipped one too, with the sheet and each order audited', async () => {
    const warehouse = await signInOperator(ctx, '仓库');
    const a = await paidOrder();
    const b = await paidOrder(2);
    // b's first line left earlier: the sheet ships the rest.
    const first = await call(ctx.app, 'POST', endpoints.shipOrder.path, {
      ...warehouse.as,
      json: { order_id: b.orderId, rec_ids: [b.recIds[0]], shipping_id: 1, invoice_no: 'SF5500660100' },
    });
    expect(first.body.code).toBe(200);

    const shipped = await upload(warehouse.as, await workbook([[a.orderSn, '顺丰速运', 'SF5500660101'], [], [b.orderSn, '中通快递', 7_700_660_102]]));
    expect(shipped.body).toEqual({
      code: 200,
      msg: shipmentSheetShippedMessage(2),
      data: {
        shipped: 2,
        list: [
          { row: 2, order_id: a.orderId, order_sn: a.orderSn, o_status: 4, logistics_name: '顺丰速运', invoice_no: 'SF5500660101' },
          { row: 4, order_id: b.orderId, order_sn: b.orderSn, o_status: 4, logistics_name: '中通快递', invoice_no: '7700660102' },
        ],
      },
    });
    expect(await parcelsOf([a.orderId, b.orderId])).toBe(3);

    const sheetRow = (await ctx.db.select().from(operatorAudit).where(eq(operatorAudit.targetType, 'shipment-sheet'))).at(-1);
    expect(sheetRow).toMatchObject({ operatorId: warehouse.id, action: 'shipOrdersFromSheet', targetId: 'import', after: shipped.body.data });
    for (const [order, before] of [
      [a, 1],
      [b, 3],
    ] as const) {
      const rows = await ctx.db
        .select()
        .from(operatorAudit)
        .where(
          and(
            eq(operatorAudit.action, 'shipOrdersFromSheet'),
            eq(operatorAudit.targetType, 'order'),
            eq(operatorAudit.targetId, String(order.orderId)),
          ),
        );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        operatorId: warehouse.id,
        before: expect.objectContaining({ o_status: before }),
        after: expect.objectContaining({ o_status: 4 }),
      });
    }
    // The order's timeline names the sheet's write with the operator, beside the parcel it made.
    const detail = await call<OperatorOrderDetail>(ctx.app, 'GET', endpoints.readShopOrder.path, {
      ...warehouse.as,
      query: { order_id: String(a.orderId) },
    });
    expect(detail.body.data.timeline.map((event) => event.text)).toEqual(expect.arrayContaining(['shipOrdersFromSheet']));
    expect(detail.body.data.shipments).toMatchObject([{ logistics_name: '顺丰速运', invoice_no: 'SF5500660101' }]);
  });

  it('takes the same sheet as a UTF-8 CSV (Excel’s byte order mark and quotes), for the shop manager too', async () => {
    const a = await paidOrder();
    const csv = `\uFEFF${SHIPMENT_SHEET_HEADERS.join(',')}\r\n"${a.orderSn}",圆通速递,YT5500660201\r\n`;
    const shipped = await upload({ headers: { authorization: `Bearer ${ctx.operatorKey}` } }, new TextEncoder().encode(csv), 'ship.csv', 'text/csv');
    expect(shipped.body).toMatchObject({ code: 200, data: { shipped: 1, list: [{ order_id: a.orderId, logistics_name: '圆通速递', o_status: 4 }] } });
  });

  it('ships nothing when a row is bad, naming each bad row as the sheet numbers it', async () => {
    const warehouse = await signInOperator(ctx, '仓库');
    const good = await paidOrder();
    const shippedAlready = await paidOrder();
    const buyer = await createBuyer(ctx.db, ctx.config);
    const unpaid = await placeTestOrder(ctx, buyer.key);
    const [unpaidRow] = await ctx.db.select({ orderSn: orders.orderSn }).from(orders).where(eq(orders.orderId, unpaid.orderId));
    expect((await upload(warehouse.as, await workbook([[shippedAlready.orderSn, '顺丰速运', 'SF5500660300']]))).body.code).toBe(200);
    const ids = [good.orderId, shippedAlready.orderId, unpaid.orderId];
    const [statuses, parcels, audited] = [await statusOf(ids), await parcelsOf(ids), await auditRows()];

    const refused = await upload(
      warehouse.as,
      await workbook([
        [good.orderSn, '顺丰速运', 'SF5500660301'],
        [(unpaidRow as { orderSn: string }).orderSn, '顺丰速运', 'SF5500660302'],
        ['20991231000000000000', '顺丰速运', 'SF5500660303'],
        [shippedAlready.orderSn, '顺丰速运', 'SF5500660304'],
        [good.orderSn, '中通快递', '7700660305'],
        ['20991231000000000001', '德邦快递', 'DB5500660306'],
        ['20991231000000000002', '顺丰速运', 'SF-12'],
      ]),
    );
    const reports = refused.body.data as unknown as { reports: string[] };
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(shipmentSheetRefusedMessage(6));
    expect(reports.reports).toEqual([
      expect.stringMatching(/^第 3 行：/),
      `第 4 行：${ORDER_NOT_FOUND}`,
      expect.stringMatching(/^第 5 行：/),
      `第 6 行：${SHIPMENT_SHEET_ORDER_REPEATED}`,
      `第 7 行：${shipmentSheetCarrierMessage(CARRIERS.map((carrier) => carrier.shippingName))}`,
      `第 8 行：${PARCEL_NUMBER_INVALID}`,
    ]);
    // Row 2 was good, but the sheet is all or nothing: no order, parcel or audit row changed.
    expect([await statusOf(ids), await parcelsOf(ids), await auditRows()]).toEqual([statuses, parcels, audited]);
  });

  it('is refused to 客服, and refuses a file that is no sheet and a CSV that is not UTF-8', async () => {
    const a = await paidOrder();
    const service = await signInOperator(ctx, '客服');
    expect((await upload(service.as, await workbook([[a.orderSn, '顺丰速运', 'SF5500660401']]))).body).toMatchObject({
      code: 403,
      msg: OPERATOR_FORBIDDEN,
    });
    const warehouse = await signInOperator(ctx, '仓库');
    expect((await upload(warehouse.as, new TextEncoder().encode('not a workbook'))).body).toMatchObject({
      code: 400,
      msg: SHIPMENT_SHEET_FILE_INVALID,
    });
    const gbk = new Uint8Array([0xb6, 0xa9, 0xb5, 0xa5, 0xba, 0xc5, 0x2c, 0x41]);
    expect((await upload(warehouse.as, gbk, 'ship.csv', 'text/csv')).body).toMatchObject({ code: 400, msg: SHIPMENT_SHEET_NOT_UTF8 });
    expect((await statusOf([a.orderId]))[0]?.oStatus).toBe(1);
  });
});
