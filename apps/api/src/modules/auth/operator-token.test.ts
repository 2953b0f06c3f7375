import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { operatorToken } from '../../db/schema/index';
import { useTestContext } from '../../test/context';
import { ensureOperatorToken, OPERATOR_TOKEN_FILE } from './operator-token';

describe('the operator token', () => {
  const ctx = useTestContext();
  const dirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'garden-operator-'));
    dirs.push(dir);
    return dir;
  };
  const onFile = async (dir: string) => (await readFile(path.join(dir, OPERATOR_TOKEN_FILE), 'utf8')).trim();
  afterEach(async () => {
    await ctx.db.delete(operatorToken);
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('is made once for the shop: every instance, whatever its data folder, gets the same one in its file', async () => {
    const [first, second] = [await dataDir(), await dataDir()];
    const made = await ensureOperatorToken(ctx.db, first);
    expect(made.created).toBe(true);
    expect(made.token).toMatch(/^[\w-]{43}$/);
    expect(await onFile(first)).toBe(made.token);
    expect(((await stat(path.join(first, OPERATOR_TOKEN_FILE))).mode & 0o777).toString(8)).toBe('600');

    const joined = await ensureOperatorToken(ctx.db, second);
    expect(joined).toMatchObject({ token: made.token, created: true });
    expect(await onFile(second)).toBe(made.token);
    expect(await ensureOperatorToken(ctx.db, first)).toMatchObject({ token: made.token, created: false });
  });

  it('keeps the token of an installation whose data folder had one before the database kept it', async () => {
    const dir = await dataDir();
    await writeFile(path.join(dir, OPERATOR_TOKEN_FILE), 'kept-from-an-earlier-start\n');
    expect(await ensureOperatorToken(ctx.db, dir)).toMatchObject({ token: 'kept-from-an-earlier-start', created: false });
    expect(await ctx.db.select().from(operatorToken)).toEqual([{ id: 1, token: 'kept-from-an-earlier-start' }]);
  });

  it("gives a data folder holding another token the shop's one", async () => {
    const [first, stale] = [await dataDir(), await dataDir()];
    const { token } = await ensureOperatorToken(ctx.db, first);
    await writeFile(path.join(stale, OPERATOR_TOKEN_FILE), 'an-old-token\n');
    expect(await ensureOperatorToken(ctx.db, stale)).toMatchObject({ token, created: true });
    expect(await onFile(stale)).toBe(token);
  });

  it('agrees on one token when instances start at the same moment', async () => {
    const folders = await Promise.all([1, 2, 3, 4].map(() => dataDir()));
    const tokens = await Promise.all(folders.map((dir) => ensureOperatorToken(ctx.db, dir)));
    expect(new Set(tokens.map(({ token }) => token)).size).toBe(1);
  });
});
