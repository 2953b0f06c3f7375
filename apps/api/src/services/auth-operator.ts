import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The operator token file in the data folder; the operator CLI (a later issue) sends its content. */
export const OPERATOR_TOKEN_FILE = 'operator-token';

/**
 * Returns the operator token of a data folder, writing a new random one (256 bits, owner-only
 * file) at first start, so each installation has its own and none sits in the repository.
 */
export async function ensureOperatorToken(dataDir: string): Promise<{ token: string; file: string; created: boolean }> {
  const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
  try {
    return { token: (await readFile(file, 'utf8')).trim(), file, created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const token = randomBytes(32).toString('base64url');
  await writeFile(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
  return { token, file, created: true };
}
