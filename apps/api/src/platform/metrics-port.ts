// `GET /metrics` on a port of its own (`GARDEN_METRICS_PORT`), for Prometheus on a private network: no token,
// nothing else served there. In cluster mode the primary serves it, adding up what each worker counted.
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import { log } from './logger';
import { metricsRegistry } from './metrics';

let aggregator: AggregatorRegistry<typeof metricsRegistry.contentType> | undefined;

/** In the cluster's primary: every worker's metrics, summed (counters, histograms, pool gauges) or averaged as prom-client defines. */
export function clusterMetrics(): Promise<string> {
  aggregator ??= new AggregatorRegistry();
  return aggregator.clusterMetrics();
}

/** In a worker: answers the primary's requests for this process's metrics. */
export function answerMetricsToPrimary(): void {
  AggregatorRegistry.setRegistries([metricsRegistry]);
  new AggregatorRegistry();
}

/** Serves `read()` at `GET /metrics` on `host:port`; anything else answers 404. */
export function serveMetrics(port: number, host: string, read: () => Promise<string> = () => metricsRegistry.metrics()): Server {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    read().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' }).end(text),
      (error) => {
        log().error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected\n');
      },
    );
  });
  server.listen(port, host, () => log().info({ port, host }, 'metrics served at /metrics'));
  server.unref();
  return server;
}
