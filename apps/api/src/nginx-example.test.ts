// The nginx site of README "Several instances on several machines", run as written in front of a stand-in
// upstream: its access log keeps no login key. Any page may carry ?key= (storefront §2) until the page
// takes it out of the address, and the quotation PDF's link carries its token in the query, so the log
// writes those paths without their query; the API calls' queries (never a key) stay, and no Referer is
// logged, since a page's first requests name its address, ?key= included.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, sleep } from './test/server-processes';

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const README = fileURLToPath(new URL('../../../README.md', import.meta.url));

/** The README's nginx site, as an operator would paste it, pointed at this machine. */
async function readmeSite(dir: string, port: number, upstream: number): Promise<string> {
  const readme = await readFile(README, 'utf8');
  const site = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!site) throw new Error('README.md has no nginx example');
  return site
    .replace(/^\s*server \d+\.\d+\.\d+\.\d+:\d+;\n/gm, '')
    .replace(/upstream garden \{/, `upstream garden {\n  server 127.0.0.1:${upstream};`)
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${port};`)
    .replaceAll('/var/log/nginx/', `${dir}/`);
}

const shell = (dir: string, site: string) => `
daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 64; }
http {
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  access_log off;
${site}
}
`;

describe.skipIf(!nginxBinary)(`the README's nginx site${nginxBinary ? '' : ' (skipped: nginx is not installed)'}`, () => {
  let dir: string;
  let upstream: Server;
  let nginx: ChildProcess | undefined;
  let proxy: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'garden-nginx-log-'));
    upstream = createServer((_request, response) => response.end('{}'));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    const config = path.join(dir, 'nginx.conf');
    await writeFile(config, shell(dir, await readmeSite(dir, port, (upstream.address() as AddressInfo).port)));
    let output = '';
    nginx = spawn(nginxBinary as string, ['-e', 'stderr', '-p', dir, '-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proxy = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries += 1) {
      if (nginx.exitCode !== null || tries === 100) throw new Error(`nginx did not start:\n${output}`);
      if (
        await fetch(`${proxy}/api/openapi.json`).then(
          () => true,
          () => false,
        )
      )
        break;
      await sleep(100);
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await new Promise((resolve) => upstream?.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('logs no query string of the pages or the PDF link, and no Referer, but the API calls’ queries', async () => {
    const secret = 'Zm9yLXRoZS1sb2ctb25seQ';
    const pageWithKey = `${proxy}/goodDetail?gshp_id=7&key=${secret}1`;
    await fetch(`${proxy}/index?key=${secret}0`);
    await fetch(pageWithKey);
    await fetch(`${proxy}/v1/catalogue/pdf?token=12.1700000000.${secret}2&inline=1`);
    // What a page's first requests send before it took ?key= out of its address.
    await fetch(`${proxy}/assets/index.js`, { headers: { referer: pageWithKey } });
    await fetch(`${proxy}/v1/search/sou?keywords=yueji&page=1`, { headers: { referer: pageWithKey } });
    const log = await readFile(path.join(dir, 'garden.access.log'), 'utf8');
    expect(log).not.toContain(secret);
    for (const logged of [
      '"GET /index HTTP/1.1" 200',
      '"GET /goodDetail HTTP/1.1"',
      '"GET /v1/catalogue/pdf HTTP/1.1"',
      '"GET /assets/index.js HTTP/1.1"',
      '"GET /v1/search/sou?keywords=yueji&page=1 HTTP/1.1"',
    ])
      expect(log).toContain(logged);
  });
});
