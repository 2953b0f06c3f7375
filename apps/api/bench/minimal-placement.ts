// The minimal placement the orders bench compares the shop with (issue 18's yardstick): raw `pg`, one
// transaction of one conditional stock update, one order insert and one line insert. It writes the real
// tables, so it pays for the same indexes, foreign keys and row locks as the shop, with a valid order row
// of only the columns that have no default. Its statements are named, so each is parsed and planned once
// per connection. minimal-placement-server.ts serves it over bare node:http.
import type pg from 'pg';

export type Outcome = 'placed' | 'refused' | 'failed';

/** One unit of one SKU for one buyer; the price is the bench's own, not a customer's. */
export interface MinimalOrder {
  userId: number;
  goodsId: number;
  skuId: number;
  priceFen: number;
}

let serial = 0;

export async function placeMinimally(pool: pg.Pool, order: MinimalOrder): Promise<Outcome> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const taken = await client.query({
      name: 'minimal_take_stock',
      text: 'UPDATE goods_skus SET stock = stock - 1 WHERE sku_id = $1 AND stock >= 1',
      values: [order.skuId],
    });
    if (taken.rowCount === 0) {
      await client.query('ROLLBACK');
      return 'refused';
    }
    serial += 1;
    const { rows } = await client.query<{ order_id: number }>({
      name: 'minimal_insert_order',
      text: `INSERT INTO orders (order_sn, user_id, pay_deadline, goods_amount_fen, order_amount_fen, consignee, phone, province, city, district, address, add_time)
             VALUES ($1, $2, now() + interval '1 hour', $3, $3, '压测', '13912345678', 0, 0, 0, '文三路 100 号', now()) RETURNING order_id`,
      // Unique across the processes that place on one database.
      values: [`minimal${process.pid}-${serial}`, order.userId, order.priceFen],
    });
    await client.query({
      name: 'minimal_insert_line',
      text: `INSERT INTO order_goods (order_id, goods_id, sku_id, goods_name, goods_price_fen, market_price_fen, goods_number)
             VALUES ($1, $2, $3, '压测', $4, $4, 1)`,
      values: [rows[0]?.order_id, order.goodsId, order.skuId, order.priceFen],
    });
    await client.query('COMMIT');
    return 'placed';
  } catch {
    await client.query('ROLLBACK').catch(() => {});
    return 'failed';
  } finally {
    client.release();
  }
}
