import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The built package as a plain Node program sees it: no TypeScript, no `@garden/source` condition,
// resolved through apps/api's node_modules like any workspace consumer.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const consumerDir = fileURLToPath(new URL('../../../apps/api', import.meta.url));

function runNode(script: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: consumerDir, encoding: 'utf8' });
}

describe('the built package in plain Node', () => {
  beforeAll(() => {
    if (existsSync(`${packageDir}dist/index.js`) && existsSync(`${packageDir}dist/testing.js`)) return;
    execFileSync('npx', ['-y', 'pnpm@10.34.9', 'build'], { cwd: packageDir, stdio: 'ignore' });
  }, 120_000);

  it("imports pickCoupons from '@garden/domain' and picks a coupon", () => {
    const output = runNode(`
      import { pickCoupons, formatYuan } from '@garden/domain';
      const line = { goodsId: 1, categoryId: 1, brandId: 1, supplierId: 1, price: '88', marketPrice: '100', quantity: 1 };
      const coupon = { couponId: 7, faceValue: '10', minGoodsAmount: '50', isShipping: false, actRange: 0, actRangeExt: [],
        useStartDate: new Date('2025-01-01'), useEndDate: new Date('2025-12-31') };
      const [pick] = pickCoupons([{ id: 'a', lines: [line] }], [coupon], new Date('2025-06-15'));
      console.log(JSON.stringify([pick.coupon.couponId, formatYuan(pick.deduction)]));
    `);
    expect(JSON.parse(output)).toEqual([7, '10.00']);
  });

  it("imports the arbitraries from '@garden/domain/testing' and checks out what they generate", () => {
    const output = runNode(`
      import fc from 'fast-check';
      import { computeCheckout } from '@garden/domain';
      import { checkoutInputArb } from '@garden/domain/testing';
      const results = fc.sample(checkoutInputArb(), { numRuns: 20, seed: 42 }).map(computeCheckout);
      console.log(JSON.stringify(results.every((result) => !result.totalPayable.isNegative())));
    `);
    expect(output.trim()).toBe('true');
  });
});
