// Routes built from the contract's endpoint table: the method and path from `endpoints`, the request and
// reply schemas from `endpointShapes`, so a call's path, method and shapes are written once (README "Layout").
import { type EndpointName, endpointShapes, endpoints } from '@garden/contract';
import { createRoute, type RouteConfig, type z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { envelopeResponses, respond } from './envelope';
import { type AppEnv, createRouter } from './openapi';
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

/** What a route's middleware give its handler over the app's own variables (`requireUser` adds `user`). */
type EnvOf<M> = M extends readonly [MiddlewareHandler<infer E>, ...infer Rest] ? E & EnvOf<Rest> : AppEnv;

/** What a call's handler is given: the context's variables (`db`, `config`, `user`…), the validated fields, the time, the context. */
export type CallRequest<K extends EndpointName, E extends AppEnv> = E['Variables'] & {
  input: z.output<Shapes[K]['request']>;
  /** `config.now()`, read once before the handler. */
  now: Date;
  c: Context<E>;
};

/** A reply's `data` with another `msg` than ok: `return withMessage(saved, SAVED)`. */
class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}

export const withMessage = <T>(data: T, msg: string) => new WithMessage(data, msg);

type Reply<K extends EndpointName> = z.output<Shapes[K]['reply']>;

/** A call of the table as a module writes it: its documentation, middleware and handler. */
interface Call<K extends EndpointName, M> extends Omit<RouteDetails, 'middleware'> {
  middleware?: M;
  /** Answers the reply's data (checked against the table's reply type), enveloped by `respond`. */
  handle(request: CallRequest<K, EnvOf<M>>): Promise<Reply<K> | WithMessage<Reply<K>>>;
}

/** A call ready for `endpointRouter`: its route and the handler that reads the fields and answers the envelope. */
export interface EndpointCall {
  route: RouteConfig;
  handler: (c: Context<AppEnv>) => Promise<Response>;
}

/**
 * One call of the table: the route (a GET's fields are its query, a path with `{name}` its parameters, otherwise
 * the body) and a handler given the fields already validated, answering the reply's data.
 */
export function endpoint<K extends EndpointName, const M extends readonly MiddlewareHandler[] = []>(
  name: K,
  { handle, ...details }: Call<K, M>,
): EndpointCall {
  const { method, path } = endpoints[name];
  const { request, reply } = endpointShapes[name];
  const from = path.includes('{') ? 'param' : method === 'get' ? 'query' : 'body';
  const requestPart = from === 'param' ? { params: request } : from === 'query' ? { query: request } : { body: documentBody(request) };
  const route = createRoute({ ...(details as RouteDetails), method, path, request: requestPart, responses: envelopeResponses(reply) });
  const handler = async (c: Context<AppEnv>) => {
    // The query and path parameters were validated before the handler (the router's hook); a body is read here.
    const input = from === 'body' ? await readInput(c, request) : c.req.valid(from as never);
    // The route's middleware have set the variables its type names (`user`…) before the handler runs.
    const answer = await handle({ ...c.var, input, now: c.var.config.now(), c } as unknown as CallRequest<K, EnvOf<M>>);
    return answer instanceof WithMessage ? respond(c, answer.data, answer.msg) : respond(c, answer);
  };
  return { route, handler };
}

/** A module's router of table calls, in the order given (the OpenAPI document's order). */
export function endpointRouter(...calls: EndpointCall[]) {
  const router = createRouter();
  for (const { route, handler } of calls) router.openapi(route, handler);
  return router;
}
