// The contract's endpoint table and the API agree (README "Layout"): the routes are built from the table, so
// each call of it is in the OpenAPI document with its method and path, and each operation of the document is a
// call of the table.
import { endpoints } from '@garden/contract';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context';
import { NO_ENVELOPE_OPERATIONS } from '../test/no-envelope';

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

/** The document's names (`get /path`) of the calls written by hand beside the table's. */
const NO_ENVELOPE = NO_ENVELOPE_OPERATIONS.map((operation) => operation.replace(/^\S+/, (method) => method.toLowerCase()));

const tableOperations = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);

describe('the endpoint table', () => {
  it('names each method and path once', () => {
    expect(new Set(tableOperations).size).toBe(tableOperations.length);
  });

  it('has each of its calls in the OpenAPI document, with its method and path', async () => {
    const operations = new Set(await documentOperations());
    expect(tableOperations.filter((operation) => !operations.has(operation))).toEqual([]);
  });

  it('holds every operation of the OpenAPI document but those answering no envelope', async () => {
    const table = new Set(tableOperations);
    expect((await documentOperations()).filter((operation) => !table.has(operation) && !NO_ENVELOPE.includes(operation))).toEqual([]);
  });

  it('names as answering no envelope only operations of the document that are not in it', async () => {
    const operations = new Set(await documentOperations());
    expect(NO_ENVELOPE.filter((operation) => !operations.has(operation) || tableOperations.includes(operation))).toEqual([]);
  });
});
