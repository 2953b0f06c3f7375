// The calls that answer no envelope, so the contract's table, whose replies are an envelope's `data`, cannot
// describe them: their routes are written by hand beside the others of their feature.

/** The load balancer's probes (modules/monitoring): their own JSON whatever the query; `/readyz` is 503 while draining. */
export const PROBE_OPERATIONS = ['GET /healthz', 'GET /readyz'];

/** Every such call, "METHOD /path" as the OpenAPI document names it. */
export const NO_ENVELOPE_OPERATIONS = [
  'GET /v1/catalogue/pdf', // the generated quotation, a PDF
  'GET /v1/catalogue/edition', // the catalogue's yearly edition, a PDF
  ...PROBE_OPERATIONS,
  'GET /metrics', // Prometheus text
];
