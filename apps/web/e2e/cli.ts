import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

// The operator's `garden` command run for real (apps/cli's entry through tsx, as `pnpm garden` does) against
// the journeys' server: journeys move orders along with it, and the global setup audits with it at the end.

const cliDir = join(dirname(fileURLToPath(import.meta.url)), '../../cli');

/** The server `garden` talks to: its url and an operator's login key (the global setup provides both). */
export interface GardenServer {
  url: string;
  token: string;
}

/** What one `garden` run printed, and its exit code. */
export interface GardenRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `garden <args>` against `server` and answers its exit code and output, whatever the code. */
export function runGarden(args: readonly string[], server: GardenServer): Promise<GardenRun> {
  return new Promise((resolve, reject) => {
    execFile(
      join(cliDir, 'node_modules/.bin/tsx'),
      ['--conditions=@garden/source', 'src/main.ts', ...args],
      { cwd: cliDir, env: { ...process.env, GARDEN_URL: server.url, GARDEN_TOKEN: server.token }, timeout: 60_000 },
      (error, stdout, stderr) => {
        // A non-zero exit is an answer (the command refused); failing to start or being killed is not.
        const code = error ? error.code : 0;
        if (typeof code !== 'number') reject(new Error(`garden ${args.join(' ')} did not run: ${error?.message}\n${stderr}`));
        else resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() });
      },
    );
  });
}

/** Runs `garden <args>` in a journey, against its server; a non-zero exit fails the step with what was printed. */
export async function garden(...args: string[]): Promise<string> {
  const run = await runGarden(args, { url: inject('baseUrl'), token: inject('operatorKey') });
  if (run.code !== 0) throw new Error(`garden ${args.join(' ')} exited with ${run.code}:\n${run.stderr}\n${run.stdout}`);
  return run.stdout;
}
