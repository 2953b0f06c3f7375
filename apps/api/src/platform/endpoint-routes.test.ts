// The contract's endpoint table and the API agree (README "Layout"): the routes are built from the table, so
// each call of it is in the OpenAPI document with its method and path, and each operation of the document is a
// call of the table.
import { endpoints } from '@garden/contract';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context';

const ctx = useTestContext();

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

/** "method path" of every operation of the OpenAPI document. */
async function documentOperations(): Promise<string[]> {
  const document = (await (await ctx.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.has(method))
      .map((method) => `${method} ${path}`),
  );
}

/**
 * The paths whose routes still write their method, path and request themselves: the table is filled a feature
 * at a time, and a prefix leaves this list when its feature's routes are built from the table.
 */
const NOT_YET_IN_TABLE = [
  '/v1/ap/',
  '/v1/catalogue/',
  '/v1/category/',
  '/v1/finder/',
  '/v1/goods/',
  '/v1/home/',
  '/v1/parcel/',
  '/v1/rank/',
  '/v1/search/',
  '/v2/category/',
  '/v2/goods/',
  '/v2/order/',
  '/v2/pay/',
  '/v3/category/',
  '/v3/home/',
];

const notYetInTable = (operation: string) => NOT_YET_IN_TABLE.some((prefix) => operation.split(' ')[1]?.startsWith(prefix));

const tableOperations = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);

describe('the endpoint table', () => {
  it('names each method and path once', () => {
    expect(new Set(tableOperations).size).toBe(tableOperations.length);
  });

  it('has each of its calls in the OpenAPI document, with its method and path', async () => {
    const operations = new Set(await documentOperations());
    expect(tableOperations.filter((operation) => !operations.has(operation))).toEqual([]);
  });

  it('holds every operation of the OpenAPI document (but those of the paths not in it yet)', async () => {
    const table = new Set(tableOperations);
    expect((await documentOperations()).filter((operation) => !table.has(operation) && !notYetInTable(operation))).toEqual([]);
  });

  it('leaves out no path whose routes are all in it', async () => {
    const handWritten = (await documentOperations()).filter((operation) => !tableOperations.includes(operation));
    expect(NOT_YET_IN_TABLE.filter((prefix) => !handWritten.some((operation) => operation.split(' ')[1]?.startsWith(prefix)))).toEqual([]);
  });
});
