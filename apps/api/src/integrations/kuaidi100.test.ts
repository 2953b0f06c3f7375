import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKuaidi100 } from './kuaidi100';

// Kuaidi100's query API played by the test: it checks the MD5 sign as documented and answers events newest first.
const KEY = 'kd-key-0001';
const CUSTOMER = 'CUSTOMER0001';
const received: URLSearchParams[] = [];
let endpoint = '';
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    received.push(form);
    const param = form.get('param') ?? '';
    const signed = form.get('sign') === createHash('md5').update(`${param}${KEY}${CUSTOMER}`).digest('hex').toUpperCase();
    const { num } = JSON.parse(param || '{}') as { num?: string };
    res.writeHead(200, { 'content-type': 'application/json' });
    if (!signed) return res.end(JSON.stringify({ result: false, returnCode: '601', message: 'key已过期' }));
    if (num !== 'SF1001') return res.end(JSON.stringify({ result: false, returnCode: '400', message: '找不到对应公司' }));
    res.end(
      JSON.stringify({
        message: 'ok',
        status: '200',
        state: '3',
        data: [
          { time: '2026-11-24 18:00:00', context: '【上海市】已签收' },
          { time: '2026-11-24 09:30:00', context: '【杭州市】已揽收' },
        ],
      }),
    );
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/poll/query.do`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const shippedAt = new Date('2026-11-24T00:00:00Z');

describe('Kuaidi100 tracking', () => {
  it("asks with the carrier's company code and the MD5 sign, and answers the events oldest first, none after now", async () => {
    const courier = createKuaidi100({ customer: CUSTOMER, key: KEY, endpoint });
    const all = await courier.track({ logisticsName: '顺丰速运', invoiceNo: 'SF1001', shippedAt }, new Date('2026-11-25T00:00:00Z'));
    expect(all).toEqual([
      { time: new Date('2026-11-24T01:30:00Z'), context: '【杭州市】已揽收' },
      { time: new Date('2026-11-24T10:00:00Z'), context: '【上海市】已签收' },
    ]);
    expect(JSON.parse(received.at(-1)?.get('param') ?? '')).toEqual({ com: 'shunfeng', num: 'SF1001' });
    expect(received.at(-1)?.get('customer')).toBe(CUSTOMER);
    const early = await courier.track({ logisticsName: '顺丰速运', invoiceNo: 'SF1001', shippedAt }, new Date('2026-11-24T05:00:00Z'));
    expect(early).toHaveLength(1);
  });

  it('has nothing for a number Kuaidi100 does not know or a carrier it has no code for, and fails on a refused key', async () => {
    const courier = createKuaidi100({ customer: CUSTOMER, key: KEY, endpoint });
    expect(await courier.track({ logisticsName: '顺丰速运', invoiceNo: 'XX', shippedAt }, new Date())).toEqual([]);
    expect(await courier.track({ logisticsName: '某某快递', invoiceNo: 'SF1001', shippedAt }, new Date())).toEqual([]);
    const wrong = createKuaidi100({ customer: CUSTOMER, key: 'wrong', endpoint });
    await expect(wrong.track({ logisticsName: '顺丰速运', invoiceNo: 'SF1001', shippedAt }, new Date())).rejects.toThrow(/601/);
  });
});
