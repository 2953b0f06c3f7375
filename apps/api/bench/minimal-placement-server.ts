// The minimal placement (minimal-placement.ts) behind bare node:http, in its own process as the built
// server is: `tsx bench/minimal-placement-server.ts` with DATABASE_URL, POOL and PORT. POST a MinimalOrder
// as JSON; the answer is an envelope whose code says placed (200), refused (409) or failed (500). What
// it costs above the minimal placement itself is what HTTP and a separate load generator cost.
import { createServer } from 'node:http';
import pg from 'pg';
import { type Outcome, placeMinimally } from './minimal-placement';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL ?? 10) });
const CODES: Record<Outcome, number> = { placed: 200, refused: 409, failed: 500 };

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    const code = request.method === 'POST' ? CODES[await placeMinimally(pool, JSON.parse(Buffer.concat(chunks).toString()))] : 200;
    response.writeHead(code, { 'content-type': 'application/json; charset=UTF-8' });
    response.end(JSON.stringify({ code, msg: '', data: null }));
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
