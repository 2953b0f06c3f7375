// A model-based test of the balance ledger (shopping §3 "Balance record"): random sequences of refund
// credits, checkouts paid from the balance, withdrawal requests, payouts and refusals keep the balance
// equal to the model's, equal to the sum of its ledger, and never below 0.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceLogs, orders, users } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { call } from '../../test/http';
import { placeTestOrder } from '../../test/order-factories';
import { creditBalance } from '../orders/index';

const ctx = useSeededContext();

interface Model {
  balance: number;
  /** Withdrawals still 申请中, by id, with their amounts. */
  pending: Map<number, number>;
}
interface Shop {
  userId: number;
  key: string;
}

const operate = (path: string, id: number) => call(ctx.app, 'POST', path, { json: { id }, headers: { authorization: `Bearer ${ctx.operatorKey}` } });

async function balanceAndLedger(userId: number) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const rows = await ctx.db.select().from(balanceLogs).where(eq(balanceLogs.userId, userId));
  return { balance: user?.userMoneyFen ?? -1, ledger: rows.reduce((sum, row) => sum + row.changeFen, 0) };
}

class Credit implements fc.AsyncCommand<Model, Shop> {
  constructor(readonly fen: number) {}
  check = () => true;
  async run(model: Model, shop: Shop) {
    await ctx.db.transaction((tx) =>
      creditBalance(tx, { userId: shop.userId, amountFen: this.fen, desc: '售后退款', orderId: 0, now: ctx.config.now() }),
    );
    model.balance += this.fen;
  }
  toString = () => `credit(${this.fen})`;
}

class Withdraw implements fc.AsyncCommand<Model, Shop> {
  constructor(readonly fen: number) {}
  check = () => true;
  async run(model: Model, shop: Shop) {
    const answer = await call<{ withdrawal: { id: number } }>(ctx.app, 'POST', '/v1/user/cash', {
      key: shop.key,
      json: { amount: (this.fen / 100).toFixed(2), zfb: '13800138000', zfb_name: this.fen % 7 === 0 ? '别人' : '花园演示' },
    });
    // Only a balance that covers it lets a withdrawal through.
    expect(answer.body.code === 200).toBe(this.fen <= model.balance);
    if (answer.body.code === 200) {
      model.balance -= this.fen;
      model.pending.set(answer.body.data.withdrawal.id, this.fen);
    }
  }
  toString = () => `withdraw(${this.fen})`;
}

class Settle implements fc.AsyncCommand<Model, Shop> {
  constructor(
    readonly pay: boolean,
    readonly pick: number,
  ) {}
  check = (model: Readonly<Model>) => model.pending.size > 0;
  async run(model: Model) {
    const [id, fen] = [...model.pending][this.pick % model.pending.size] as [number, number];
    const answer = await operate(this.pay ? '/v1/operator/withdrawals/pay' : '/v1/operator/withdrawals/refuse', id);
    model.pending.delete(id);
    // A refusal, or a payout the provider refuses (a mismatched name), gives the money back.
    if (!this.pay || answer.body.code !== 200) model.balance += fen;
    // Settling twice changes nothing.
    expect((await operate('/v1/operator/withdrawals/refuse', id)).body.code).toBe(400);
  }
  toString = () => `${this.pay ? 'pay' : 'refuse'}(#${this.pick})`;
}

class Checkout implements fc.AsyncCommand<Model, Shop> {
  check = (model: Readonly<Model>) => model.balance >= 50_000;
  async run(model: Model, shop: Shop) {
    const { orderId } = await placeTestOrder(ctx, shop.key, { lines: [{ priceFen: 1_000 }], paid: true });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
    model.balance -= order?.surplusFen ?? 0;
  }
  toString = () => 'checkout';
}

describe('the balance ledger', () => {
  it('credits, checkouts, withdrawals, payouts and refusals keep balance = model = ledger sum ≥ 0', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          [
            fc.integer({ min: 1, max: 80_000 }).map((fen) => new Credit(fen)),
            fc.integer({ min: 1, max: 30_000 }).map((fen) => new Withdraw(fen)),
            fc.tuple(fc.boolean(), fc.nat()).map(([pay, pick]) => new Settle(pay, pick)),
            fc.constant(new Checkout()),
          ],
          { maxCommands: 12 },
        ),
        async (commands) => {
          const buyer = await createBuyer(ctx.db, ctx.config);
          const shop = { userId: buyer.user.id, key: buyer.key };
          const model: Model = { balance: 0, pending: new Map() };
          await fc.asyncModelRun(
            () => ({ model, real: shop }),
            [...commands].map((command) => ({
              check: (m: Readonly<Model>) => command.check(m),
              run: async (m: Model, real: Shop) => {
                await command.run(m, real);
                const { balance, ledger } = await balanceAndLedger(real.userId);
                expect(balance).toBe(m.balance);
                expect(ledger).toBe(balance);
                expect(balance).toBeGreaterThanOrEqual(0);
              },
              toString: () => command.toString(),
            })),
          );
        },
      ),
      { numRuns: 12 },
    );
  });
});
