// The operator's sign-in as `garden` keeps it: one login key per server, in a file only the user can read, under
// the user's config folder (`$XDG_CONFIG_HOME/garden/sessions.json`, else `~/.config/garden/sessions.json`).
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** What of the environment the saved sign-in and the password prompt read (a part of the CLI's `CliEnv`). */
interface SessionEnv {
  XDG_CONFIG_HOME?: string;
  HOME?: string;
  GARDEN_PASSWORD?: string;
}

/** A saved sign-in: who, and the key the server answered. */
export interface SavedSession {
  login: string;
  key: string;
}

/** The file of the user's saved sign-ins, by server address. */
export function sessionFile(env: SessionEnv): string {
  const config = env.XDG_CONFIG_HOME?.trim() || path.join(env.HOME?.trim() || homedir(), '.config');
  return path.join(config, 'garden', 'sessions.json');
}

async function readSessions(env: SessionEnv): Promise<Record<string, SavedSession>> {
  try {
    return JSON.parse(await readFile(sessionFile(env), 'utf8')) as Record<string, SavedSession>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return {};
    throw error;
  }
}

/** The sign-in saved for a server, if any. */
export async function readSession(env: SessionEnv, base: string): Promise<SavedSession | undefined> {
  return (await readSessions(env))[base];
}

/** Saves (or, with undefined, forgets) the sign-in for a server; the file and its folder are the user's alone. */
export async function writeSession(env: SessionEnv, base: string, session: SavedSession | undefined): Promise<void> {
  const file = sessionFile(env);
  const sessions = await readSessions(env);
  if (session) sessions[base] = session;
  else delete sessions[base];
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(sessions, null, 2)}\n`, { mode: 0o600 });
  // writeFile's mode applies only when it creates the file.
  await chmod(file, 0o600);
}

/**
 * A password: `GARDEN_PASSWORD` when set (scripts), else asked on the terminal without echo, else the first line
 * of standard input (`echo … | garden login admin`).
 */
export async function readPassword(env: SessionEnv, prompt: string): Promise<string> {
  if (env.GARDEN_PASSWORD !== undefined) return env.GARDEN_PASSWORD;
  const terminal = process.stdin.isTTY === true;
  const lines = createInterface({ input: process.stdin, output: terminal ? process.stderr : undefined, terminal });
  try {
    if (terminal) {
      process.stderr.write(prompt);
      // Typed characters are not echoed: the terminal shows nothing of the password.
      (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
    }
    const next = await lines[Symbol.asyncIterator]().next();
    if (terminal) process.stderr.write('\n');
    return next.done ? '' : String(next.value);
  } finally {
    lines.close();
  }
}
