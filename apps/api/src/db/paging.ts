import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** Which page of a list to read: `page` counts from 1, `limit` rows a page (the spec's `page` and `limit`). */
export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * A page and the order it is cut from. The order is asked for here, not left to the query, because pages of
 * an unordered list may repeat or skip rows: it should end on a unique column (an id) so ties fall the same way.
 */
export interface PageOf extends PageRequest {
  orderBy: (PgColumn | SQL)[];
}

/** One page of the rows `query` selects (a select not yet ordered), in the order `page.orderBy` gives. */
export function onePage<Query extends { $dynamic(): PgSelect }>(query: Query, { orderBy, page, limit }: PageOf): ReturnType<Query['$dynamic']> {
  // `$dynamic` lets one function add clauses to any select; what it answers is the rows `query` selects.
  return query
    .$dynamic()
    .orderBy(...orderBy)
    .limit(limit)
    .offset((page - 1) * limit) as ReturnType<Query['$dynamic']>;
}

/**
 * One page of `query` and, read beside it, how many rows the list holds in all: what every paged list answers
 * with (`list` and `total`). The total counts `query`'s own rows unpaged, so a list states its query once.
 */
export async function readPage<Query extends { $dynamic(): PgSelect } & SQLWrapper>(
  db: Database,
  query: Query,
  page: PageOf,
): Promise<{ rows: Awaited<ReturnType<Query['$dynamic']>>; total: number }> {
  // The count is built first: `onePage` adds the order and the cut to `query` itself.
  const total = db.$count(sql`(${query.getSQL()}) as listed`);
  const [rows, n] = await Promise.all([onePage(query, page), total]);
  return { rows, total: n };
}
