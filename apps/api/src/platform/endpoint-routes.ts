// Routes built from the contract's endpoint table: the method and path from `endpoints`, the request and
// reply schemas from `endpointShapes`, so a call's path, method and shapes are written once (README "Layout").
import { type EndpointName, endpointShapes, endpoints } from '@garden/contract';
import { createRoute, type RouteConfig, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { envelopeResponses } from './envelope';
import { documentBody, readInput } from './validation';

/** What a route adds to its table entry: tags, summary, description, middleware, security. */
type RouteDetails = Omit<RouteConfig, 'method' | 'path' | 'request' | 'responses'>;

type Endpoints = typeof endpoints;
type Shapes = typeof endpointShapes;
/** The table's GET calls: their fields are the query, validated before the handler (`c.req.valid('query')`). */
type QueryName = { [K in EndpointName]: Endpoints[K]['method'] extends 'get' ? K : never }[EndpointName];
/** The other calls: their fields are the body (JSON, urlencoded or multipart), read with `readRequest`. */
type BodyName = Exclude<EndpointName, QueryName>;

/** The route of a GET call of the table. */
export function queryRoute<K extends QueryName, const D extends RouteDetails>(name: K, details: D) {
  const { method, path } = endpoints[name];
  // Indexed by a generic name, the shapes widen to the union of all; each is the one of `name`.
  const request = endpointShapes[name].request as Shapes[K]['request'];
  const reply = endpointShapes[name].reply as Shapes[K]['reply'];
  return createRoute({ ...details, method, path, request: { query: request }, responses: envelopeResponses(reply) });
}

/** The route of a POST, PUT or DELETE call of the table; its handler reads the fields with `readRequest`. */
export function bodyRoute<K extends BodyName, const D extends RouteDetails>(name: K, details: D) {
  const { method, path } = endpoints[name];
  const { request } = endpointShapes[name];
  const reply = endpointShapes[name].reply as Shapes[K]['reply'];
  return createRoute({ ...details, method, path, request: { body: documentBody(request) }, responses: envelopeResponses(reply) });
}

/**
 * The route of a call whose fields are all its path's parameters (`/v1/ap/{id}`, `/v2/pay/notify/{channel}`),
 * validated before the handler (`c.req.valid('param')`); a body it gets is the handler's to read as it came (a
 * gateway's signed notice).
 */
export function pathRoute<K extends EndpointName, const D extends RouteDetails>(name: K, details: D) {
  const { method, path } = endpoints[name];
  const request = endpointShapes[name].request as Shapes[K]['request'];
  const reply = endpointShapes[name].reply as Shapes[K]['reply'];
  return createRoute({ ...details, method, path, request: { params: request }, responses: envelopeResponses(reply) });
}

/** The fields of a call of the table, validated by its request schema (`readInput`: query and body merged). */
export function readRequest<K extends BodyName>(c: Context, name: K): Promise<z.output<Shapes[K]['request']>> {
  return readInput(c, endpointShapes[name].request) as Promise<z.output<Shapes[K]['request']>>;
}
