import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cliDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

describe('garden as a program', () => {
  it('stops quietly with code 0 when its reader has gone (garden … | head)', async () => {
    const child = spawn(path.join(cliDir, 'node_modules/.bin/tsx'), ['--conditions=@garden/source', 'src/main.ts', '--help'], {
      cwd: cliDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The pipe's reading end closes before the program starts, so its first line meets EPIPE.
    child.stdout.destroy();
    let err = '';
    child.stderr.on('data', (chunk) => {
      err += String(chunk);
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect({ code, err }).toEqual({ code: 0, err: '' });
  });
});
