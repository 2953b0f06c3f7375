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

type Shapes = typeof endpointShapes;

/** What a route's middleware give its handler over the app's own variables (`requireUser` adds `user`). */
type EnvOf<M> = M extends readonly [MiddlewareHandler<infer E>, ...infer Rest] ? E & EnvOf<Rest> : AppEnv;

/** The fields of a call of the table, as its request schema answers them. */
type Input<K extends EndpointName> = z.output<Shapes[K]['request']>;

/** What a call's handler is given: the context's variables (`db`, `config`, `user`…), the validated fields, the time, the context. */
export type CallRequest<K extends EndpointName, E extends AppEnv, I extends Input<K> = Input<K>> = E['Variables'] & {
  input: I;
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
interface Call<K extends EndpointName, M, I extends Input<K>> extends Omit<RouteDetails, 'middleware'> {
  middleware?: M;
  /**
   * Reads the fields a step at a time, for a call whose every step answers its own messages before the next is
   * read (a sign-in's login type, then that type's fields); without it the request schema reads them at once.
   */
  read?: (c: Context<EnvOf<M>>) => Promise<I>;
  /**
   * For a call answering a file rather than the envelope (a spreadsheet download): its media type, so the OpenAPI
   * document describes the file; the handler answers a Response.
   */
  file?: string;
  /**
   * Answers the reply's data (checked against the table's reply type), enveloped by `respond`; or a Response
   * already made, answered as it is (a payment gateway's own acknowledgement, outside the envelope).
   */
  handle(request: CallRequest<K, EnvOf<M>, I>): Promise<Reply<K> | WithMessage<Reply<K>> | Response>;
}

/** The handler of a call with no middleware of its own (an operator call: the operators' guard runs before every one). */
export type Handler<K extends EndpointName> = Call<K, [], Input<K>>['handle'];

/** A call ready for `endpointRouter`: its route and the handler that reads the fields and answers the envelope. */
export interface EndpointCall {
  route: RouteConfig;
  handler: (c: Context<AppEnv>) => Promise<Response>;
}

/**
 * One call of the table: the route (a GET's fields are its query, a path with `{name}` its parameters, otherwise
 * the body) and a handler given the fields already validated, answering the reply's data.
 */
export function endpoint<K extends EndpointName, const M extends readonly MiddlewareHandler[] = [], I extends Input<K> = Input<K>>(
  name: K,
  { handle, read, file, ...details }: Call<K, M, I>,
): EndpointCall {
  const { method, path } = endpoints[name];
  const { request, reply } = endpointShapes[name];
  const from = path.includes('{') ? 'param' : method === 'get' ? 'query' : 'body';
  const requestPart = from === 'param' ? { params: request } : from === 'query' ? { query: request } : { body: documentBody(request) };
  const responses = envelopeResponses(reply);
  const fileResponses = file && {
    ...responses,
    200: { description: '文件', content: { [file]: { schema: { type: 'string' as const, format: 'binary' } } } },
  };
  const route = createRoute({ ...(details as RouteDetails), method, path, request: requestPart, responses: fileResponses || responses });
  const handler = async (c: Context<AppEnv>) => {
    // The query and path parameters were validated before the handler (the router's hook); a body is read here.
    const input = read ? await read(c as never) : from === 'body' ? await readInput(c, request) : c.req.valid(from as never);
    // The route's middleware have set the variables its type names (`user`…) before the handler runs.
    const answer = await handle({ ...c.var, input, now: c.var.config.now(), c } as unknown as CallRequest<K, EnvOf<M>, I>);
    if (answer instanceof Response) return answer;
    return answer instanceof WithMessage ? respond(c, answer.data, answer.msg) : respond(c, answer);
  };
  return { route, handler };
}

/**
 * The answer of a call with `file`: the bytes as they are, with their media type, the name a browser saves them
 * under (shown in the page when `inline`, a PDF to print), never cached.
 */
export function fileReply(c: Context, bytes: Uint8Array, file: { type: string; name: string; inline?: boolean }): Response {
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': file.type,
    'content-disposition': `${file.inline ? 'inline' : 'attachment'}; filename="${file.name}"`,
    'cache-control': 'no-store',
  });
}

/** A module's router of table calls, in the order given (the OpenAPI document's order). */
export function endpointRouter(...calls: EndpointCall[]) {
  const router = createRouter();
  for (const { route, handler } of calls) router.openapi(route, handler);
  return router;
}
