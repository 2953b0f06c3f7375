import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import { operatorToken } from '../../db/schema/index';

/** The operator token file in the data folder, which the operator CLI reads on the server's machine. */
export const OPERATOR_TOKEN_FILE = 'operator-token';

async function readTokenFile(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}

/**
 * The shop's operator token: kept in the database, so every instance accepts the same one, and written to
 * the data folder's `operator-token` (owner-only) for the CLI on that machine. The first instance to start
 * makes it: from its data folder's file when there is one (an installation from before the database kept
 * it keeps its token), else 256 random bits, so none sits in the repository. `created`: this start wrote
 * the file.
 */
export async function ensureOperatorToken(db: Database, dataDir: string): Promise<{ token: string; file: string; created: boolean }> {
  const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
  const onFile = await readTokenFile(file);
  // Two instances starting at once: one insert wins, both read its token.
  await db
    .insert(operatorToken)
    .values({ token: onFile ?? randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ token: operatorToken.token }).from(operatorToken);
  const token = (row as { token: string }).token;
  if (onFile === token) return { token, file, created: false };
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return { token, file, created: true };
}
