// A model-based test of the cart (STYLE.md, fast-check "model-based testing"): a simple model of shopping
// §4–§5 beside the real API. After every command the cart the API answers must hold exactly the model's
// lines, quantities and ticks, and the counts must add up.
import fc from 'fast-check';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goodsAttrs } from '../../db/schema/index';
import type { Cart, CartItem } from '@garden/contract';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { createUser, signIn } from '../../test/factories';
import { call } from '../../test/http';

interface Fixture {
  goodsId: number;
  attrIds: number[];
  step: number;
  min: number;
  stock: number;
}

/** One cart line of the model, keyed by fixture and SKU index. */
interface ModelLine {
  number: number;
  selected: boolean;
}

interface Model {
  lines: Map<string, ModelLine>;
}

interface Real {
  key: string;
  /** item_id of each model line key. */
  ids: Map<string, number>;
}

const ctx = useSeededContext();
const fixtures: Fixture[] = [];

beforeAll(async () => {
  for (const spec of [
    {
      nbei: 1,
      startNum: 1,
      sendAddressId: 1,
      skus: [
        [1_000, 10],
        [1_500, 4],
      ] as const,
    },
    { nbei: 2, startNum: 3, sendAddressId: 2, skus: [[2_000, 9]] as const },
    {
      nbei: 3,
      startNum: 1,
      sendAddressId: 1,
      skus: [
        [500, 12],
        [800, 7],
      ] as const,
    },
  ]) {
    const row = await createGoods(ctx.db, {
      isSale: 1,
      nbei: spec.nbei,
      startNum: spec.startNum,
      sendAddressId: spec.sendAddressId,
      skus: spec.skus,
    });
    const attrs = await ctx.db.select().from(goodsAttrs).where(eq(goodsAttrs.goodsId, row.goodsId)).orderBy(asc(goodsAttrs.goodsAttrId));
    spec.skus.forEach(([, stock], i) =>
      fixtures.push({ goodsId: row.goodsId, attrIds: [attrs[i]!.goodsAttrId], step: spec.nbei, min: spec.startNum, stock }),
    );
  }
});

// The model's own arithmetic, written out plainly rather than through the domain's functions.
const lowest = (f: Fixture) => Math.ceil(Math.max(f.min, 1) / f.step) * f.step;
const roundUp = (f: Fixture, n: number) => Math.ceil(n / f.step) * f.step;

async function post(real: Real, path: string, json: Record<string, unknown>) {
  return (await call<Cart>(ctx.app, 'POST', path, { key: real.key, json })).body;
}

/** The line a command acts on: the n-th existing one, or none when the cart is empty. */
function pickLine(model: Model, index: number): string | undefined {
  const keys = [...model.lines.keys()].sort();
  return keys.length === 0 ? undefined : keys[index % keys.length];
}

class AddCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly fixture: number,
    readonly number: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const f = fixtures[this.fixture]!;
    const lineKey = String(this.fixture);
    const current = model.lines.get(lineKey);
    const wanted = (current?.number ?? 0) + Math.max(roundUp(f, this.number), lowest(f));
    const reply = await call<{ item_id: number }>(ctx.app, 'POST', '/v3/cart/add', {
      key: real.key,
      json: { gshp_id: f.goodsId, attr_id: f.attrIds, number: this.number },
    });
    expect(reply.body.code).toBe(wanted <= f.stock ? 200 : 400);
    if (wanted <= f.stock) {
      model.lines.set(lineKey, { number: wanted, selected: true });
      real.ids.set(lineKey, reply.body.data.item_id);
    }
    await compare(model, real);
  }
  toString = () => `add(${this.fixture}, ${this.number})`;
}

/**
 * A command on one line of the cart, the `line`-th (`pickLine`), with the `value` it sets there (a number, up or down,
 * ticked or not; none for a delete): it runs only when the cart has a line.
 */
abstract class LineCommand<Value = undefined> implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly line: number,
    readonly value: Value,
  ) {}
  check = (model: Readonly<Model>) => model.lines.size > 0;
  abstract run(model: Model, real: Real): Promise<void>;

  /** The picked line's key, its item id in the real cart and the fixture it was added from. */
  protected pick(model: Model, real: Real) {
    const lineKey = pickLine(model, this.line)!;
    return { lineKey, itemId: real.ids.get(lineKey), f: fixtures[Number(lineKey)]! };
  }
}

class ChangeNumberCommand extends LineCommand<number> {
  async run(model: Model, real: Real) {
    const { lineKey, itemId, f } = this.pick(model, real);
    const expected = Math.max(lowest(f), Math.min(roundUp(f, this.value), Math.floor(f.stock / f.step) * f.step));
    const body = await post(real, '/v3/cart/number', { item_id: itemId, number: String(this.value) });
    expect(body.code).toBe(expected <= f.stock ? 200 : 400);
    if (expected <= f.stock) model.lines.get(lineKey)!.number = expected;
    await compare(model, real);
  }
  override toString = () => `number(${this.line}, ${this.value})`;
}

/** One step up (`value` true) or down. */
class StepCommand extends LineCommand<boolean> {
  async run(model: Model, real: Real) {
    const { lineKey, itemId, f } = this.pick(model, real);
    const up = this.value;
    const line = model.lines.get(lineKey)!;
    const next = line.number + (up ? f.step : -f.step);
    const allowed = up ? next <= f.stock : next >= lowest(f);
    const body = await post(real, up ? '/v3/cart/increase' : '/v3/cart/decrease', { item_id: itemId });
    expect(body.code).toBe(allowed ? 200 : 400);
    if (allowed) line.number = next;
    await compare(model, real);
  }
  override toString = () => `${this.value ? 'increase' : 'decrease'}(${this.line})`;
}

/** Ticks the line (`value` true) or unticks it. */
class SelectCommand extends LineCommand<boolean> {
  async run(model: Model, real: Real) {
    const { lineKey, itemId } = this.pick(model, real);
    const body = await post(real, this.value ? '/v3/cart/select' : '/v3/cart/unselect', { item_id: itemId });
    expect(body.code).toBe(200);
    model.lines.get(lineKey)!.selected = this.value;
    await compare(model, real);
  }
  override toString = () => `${this.value ? 'select' : 'unselect'}(${this.line})`;
}

class SelectAllCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly selected: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    expect((await post(real, this.selected ? '/v3/cart/select_all' : '/v3/cart/unselect_all', {})).code).toBe(200);
    for (const line of model.lines.values()) line.selected = this.selected;
    await compare(model, real);
  }
  toString = () => (this.selected ? 'selectAll' : 'unselectAll');
}

class DeleteCommand extends LineCommand {
  async run(model: Model, real: Real) {
    const { lineKey, itemId } = this.pick(model, real);
    expect((await post(real, '/v3/cart/delete', { item_id: String(itemId) })).code).toBe(200);
    model.lines.delete(lineKey);
    real.ids.delete(lineKey);
    await compare(model, real);
  }
  override toString = () => `delete(${this.line})`;
}

/** The real cart must hold exactly the model's lines (checked after every command). */
async function compare(model: Model, real: Real) {
  const { body } = await call<Cart>(ctx.app, 'GET', '/v3/cart/lists', { key: real.key });
  const items: CartItem[] = body.data.products.flatMap((group) => [...group.goods_detail, ...group.activity_goods_list.flatMap((b) => b.goodItem)]);
  const byId = new Map(items.map((item) => [item.item_id, item]));
  expect(items).toHaveLength(model.lines.size);
  for (const [lineKey, line] of model.lines) {
    const item = byId.get(real.ids.get(lineKey)!);
    expect(item, lineKey).toMatchObject({ goods_number: line.number, selected: line.selected ? 1 : 0 });
  }
  const lines = [...model.lines.values()];
  expect(body.data.count).toEqual({
    total_number: lines.reduce((sum, line) => sum + line.number, 0),
    checked_total_number: lines.filter((line) => line.selected).reduce((sum, line) => sum + line.number, 0),
  });
}

describe('properties', () => {
  it('the cart always holds exactly the lines, quantities and ticks of the model', async () => {
    const index = fc.nat({ max: 7 });
    const commands = fc.commands(
      [
        fc.tuple(fc.nat({ max: fixtures.length - 1 }), fc.integer({ min: 1, max: 8 })).map(([f, n]) => new AddCommand(f, n)),
        fc.tuple(index, fc.integer({ min: 1, max: 15 })).map(([l, n]) => new ChangeNumberCommand(l, n)),
        fc.tuple(index, fc.boolean()).map(([l, up]) => new StepCommand(l, up)),
        fc.tuple(index, fc.boolean()).map(([l, s]) => new SelectCommand(l, s)),
        fc.boolean().map((s) => new SelectAllCommand(s)),
        index.map((l) => new DeleteCommand(l, undefined)),
      ],
      { maxCommands: 12 },
    );
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const key = await signIn(ctx.app, await createUser(ctx.db));
        await fc.asyncModelRun(() => ({ model: { lines: new Map() }, real: { key, ids: new Map() } }), cmds);
      }),
      { numRuns: 15 },
    );
  });
});
