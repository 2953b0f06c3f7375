// The real server (src/main.ts) while PostgreSQL drops every one of its sessions under load (a restart,
// a failover, an administrator's pg_terminate_backend): the requests on them fail, the process stays up,
// and it answers on new connections. Both soak-bench instances once died at the same moment this way.
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createConfig } from './env';
import { createBuyer } from './test/buying-factories';
import { attrIdsOf, createGoods } from './test/catalogue-factories';
import { createServerDatabase, onServer, postgresUrl, type RunningServer, sleep, startServer, stopServer } from './test/server-processes';

describe.skipIf(!postgresUrl)('the server when PostgreSQL drops its connections (PostgreSQL only)', () => {
  const serverUrl = postgresUrl as string;
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let handle: DatabaseHandle | undefined;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    database = await createServerDatabase(serverUrl, 'garden_loss');
    dataDir = await mkdtemp(path.join(tmpdir(), 'garden-loss-'));
  }, 60_000);
  afterAll(async () => {
    await stopServer(server);
    await handle?.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('fails the requests on a dropped session, never the process, and answers on new connections', async () => {
    server = await startServer(dataDir, database.url);
    handle = await openDatabase({ databaseUrl: database.url, onConnectionLost: () => {} });
    const { db } = handle;
    const item = await createGoods(db, { sendAddressId: 1, skus: [[1_000, 10_000]] });
    const attrIds = await attrIdsOf(db, item.goodsId);
    const buyers = [];
    for (let i = 0; i < 6; i += 1) buyers.push(await createBuyer(db, createConfig({ db, dataDir }), { userMoneyFen: 10_000_000 }));
    const live = server;
    const name = new URL(database.url).pathname.slice(1);

    let answered = 0;
    let stopped = false;
    // Placements (each a transaction on a checked-out connection) and catalogue reads, without pause.
    const load = buyers.map(async (buyer, b) => {
      for (let n = 0; !stopped; n += 1) {
        const placing = randomInt(2) === 0;
        const reply = await fetch(`${live.base}${placing ? '/v2/order/done' : `/v2/goods/info?gshp_id=${item.goodsId}`}`, {
          method: placing ? 'POST' : 'GET',
          headers: { 'content-type': 'application/json', key: buyer.key },
          body: placing
            ? JSON.stringify({ gshp_id: item.goodsId, attr_id: attrIds, number: 1, is_balance: 1, idempotency_key: `loss-${b}-${n}` })
            : undefined,
        }).catch(() => undefined);
        if (!reply) return; // the server is gone: the assertions below say so
        await reply.arrayBuffer();
        answered += 1;
      }
    });
    for (let round = 0; round < 5 && live.child.exitCode === null; round += 1) {
      const before = answered;
      while (answered < before + 20 && live.child.exitCode === null) await sleep(20);
      await onServer(serverUrl, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
    }
    stopped = true;
    await Promise.all(load);

    expect(live.child.exitCode, live.output()).toBeNull();
    expect(live.output()).toContain('PostgreSQL dropped a connection');
    const after = await fetch(`${live.base}/v2/goods/info?gshp_id=${item.goodsId}`);
    expect(after.status).toBe(200);
  }, 120_000);
});
