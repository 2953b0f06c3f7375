// Where `GET /metrics` is served (README "Logs, metrics and health checks"), on the real server as a child process:
// with `GARDEN_METRICS_PORT` on that port alone, without a token, and not on the shop's port even to an operator;
// without it on the shop's port, refused without the operator's login and served with it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OPERATOR_TOKEN_INVALID, UNKNOWN_ENDPOINT } from '@garden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningServer, signInOperator, startServer, stopServer } from '../test/server-processes';

let dataDir: string;
let server: RunningServer | undefined;

// One data folder (PGlite: where /metrics is served does not depend on the database) for both starts, one after
// the other: the second finds the shop the first seeded.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'garden-metrics-port-'));
});
afterAll(async () => {
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
}, 30_000);

/** Starts the server on the data folder, once the one before has stopped (SIGTERM: PGlite closes its files). */
async function restart(env: Record<string, string>): Promise<RunningServer> {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  server = await startServer(dataDir, undefined, env);
  return server;
}

const envelopeOf = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('GARDEN_METRICS_PORT', () => {
  it('serves /metrics there without a token, and nothing else; the shop port has no /metrics', async () => {
    const metricsPort = await freePort();
    const running = await restart({ GARDEN_METRICS_PORT: String(metricsPort) });
    const metrics = `http://127.0.0.1:${metricsPort}`;
    expect((await fetch(`${running.base}/v3/category/father_list`)).status).toBe(200);

    const scraped = await fetch(`${metrics}/metrics`);
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    expect(await scraped.text()).toMatch(/garden_http_requests_total\{method="GET",route="\/v3\/category\/father_list",status="200"\} [1-9]/);
    expect((await fetch(`${metrics}/v3/category/father_list`)).status).toBe(404);

    // Not on the shop's port, with or without an operator's login: it is not there to be asked for.
    const key = await signInOperator(running.base);
    for (const headers of [{}, { authorization: `Bearer ${key}` }] as Record<string, string>[]) {
      expect(await envelopeOf(await fetch(`${running.base}/metrics`, { headers }))).toEqual({
        status: 404,
        body: { code: 404, msg: UNKNOWN_ENDPOINT, data: null },
      });
    }
  }, 120_000);
});

describe('without GARDEN_METRICS_PORT', () => {
  it("refuses /metrics on the shop's port without the operator's login and serves it with it", async () => {
    const running = await restart({});
    expect(await envelopeOf(await fetch(`${running.base}/metrics`))).toEqual({
      status: 401,
      body: { code: 401, msg: OPERATOR_TOKEN_INVALID, data: null },
    });
    const key = await signInOperator(running.base);
    const served = await fetch(`${running.base}/metrics`, { headers: { authorization: `Bearer ${key}` } });
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('garden_http_requests_total');
  }, 120_000);
});
