import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SheetCell } from '../goods-sheet/sheet-layout';
import * as m from '../messages/messages';
import { describeSheetRefusals, planShipmentSheet } from './plan-shipment-sheet';
import { readCsvRows } from './read-csv-rows';
import { SHIPMENT_SHEET_HEADERS } from './shipment-sheet-layout';

const CARRIERS = ['顺丰速运', '中通快递'];
const HEADERS = [...SHIPMENT_SHEET_HEADERS];

describe('planShipmentSheet', () => {
  it('reads each row as an order, its carrier and a courier number, skipping blank rows', () => {
    const plan = planShipmentSheet(
      [HEADERS, ['2026112700001', '顺丰速运', ' SF1234567890 '], [null, '', null], [2026112700002, '中通快递', 7700110002]],
      CARRIERS,
    );
    expect(plan).toEqual({
      rows: [
        { row: 2, orderSn: '2026112700001', carrier: '顺丰速运', invoiceNo: 'SF1234567890' },
        { row: 4, orderSn: '2026112700002', carrier: '中通快递', invoiceNo: '7700110002' },
      ],
      refusals: [],
    });
  });

  it('names every bad row with its reason', () => {
    const plan = planShipmentSheet(
      [
        HEADERS,
        ['', '顺丰速运', 'SF1234567890'],
        ['A1', '德邦', 'SF1234567890'],
        ['A2', '顺丰速运', ''],
        ['A3', '顺丰速运', 'SF12'],
        ['A4', '顺丰速运', 'SF1234567891'],
        ['A4', '中通快递', '7700110002'],
      ],
      CARRIERS,
    );
    expect(plan.rows.map((row) => row.orderSn)).toEqual(['A4']);
    expect(describeSheetRefusals(plan.refusals)).toEqual([
      `第 2 行：${m.SHIPMENT_SHEET_ORDER_REQUIRED}`,
      `第 3 行：${m.shipmentSheetCarrierMessage(CARRIERS)}`,
      `第 4 行：${m.PARCEL_NUMBER_REQUIRED}`,
      `第 5 行：${m.PARCEL_NUMBER_INVALID}`,
      `第 7 行：${m.SHIPMENT_SHEET_ORDER_REPEATED}`,
    ]);
  });

  it('refuses a number cell of more than 15 digits, which the spreadsheet has already changed, and keeps one of 15', () => {
    const plan = planShipmentSheet(
      [
        HEADERS,
        ['2026112700001', '中通快递', 7700110002003004],
        [2026112700002001, '中通快递', '7700110002'],
        ['2026112700003', '中通快递', 770011000200300],
      ],
      CARRIERS,
    );
    expect(describeSheetRefusals(plan.refusals)).toEqual([
      `第 2 行：${m.SHIPMENT_SHEET_NUMBER_TOO_LONG}`,
      `第 3 行：${m.SHIPMENT_SHEET_NUMBER_TOO_LONG}`,
    ]);
    expect(plan.rows).toEqual([{ row: 4, orderSn: '2026112700003', carrier: '中通快递', invoiceNo: '770011000200300' }]);
  });

  it('refuses a sheet without its headers, and one without rows', () => {
    expect(
      planShipmentSheet(
        [
          ['订单', '快递', '单号'],
          ['A1', '顺丰速运', 'SF1234567890'],
        ],
        CARRIERS,
      ).refusals,
    ).toEqual([{ row: 1, reason: m.SHIPMENT_SHEET_HEADERS_INVALID }]);
    expect(planShipmentSheet([HEADERS, []], CARRIERS).refusals).toEqual([{ row: 1, reason: m.SHIPMENT_SHEET_EMPTY }]);
    expect(planShipmentSheet([], CARRIERS).refusals).toEqual([{ row: 1, reason: m.SHIPMENT_SHEET_HEADERS_INVALID }]);
  });
});

describe('readCsvRows', () => {
  it('reads commas, tabs, quoted cells and a byte order mark', () => {
    expect(readCsvRows('\uFEFF订单号,快递公司,快递单号\r\n"A,1",顺丰速运,"SF""1"\nA2\t中通快递\t77001\n')).toEqual([
      ['订单号', '快递公司', '快递单号'],
      ['A,1', '顺丰速运', 'SF"1'],
      ['A2', '中通快递', '77001'],
    ]);
  });
});

describe('properties', () => {
  const cell = fc.stringMatching(/^[A-Za-z0-9 订单号快递]{0,12}$/);

  it('a sheet written as CSV reads back as the cells it was written from, trimmed', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (rows) => {
        const text = rows.map((row) => row.map((value) => `"${value.replaceAll('"', '""')}"`).join(',')).join('\r\n');
        expect(readCsvRows(text)).toEqual(rows.map((row) => row.map((value) => value.trim())));
      }),
    );
  });

  it('every data row is either shipped or named in a refusal, never both', () => {
    const row = fc.tuple(fc.constantFrom('', 'A1', 'A2', 'A3'), fc.constantFrom(...CARRIERS, '德邦'), fc.constantFrom('', 'SF12', 'SF1234567890'));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (rows) => {
        const plan = planShipmentSheet([HEADERS, ...(rows as SheetCell[][])], CARRIERS);
        const named = [...plan.rows.map((read) => read.row), ...plan.refusals.map((refusal) => refusal.row)].sort((a, b) => a - b);
        const expected = rows.length === 0 ? [1] : rows.map((_, index) => index + 2);
        expect(named).toEqual(expected);
      }),
    );
  });
});
