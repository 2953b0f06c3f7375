// The server's structured log (pino): JSON lines, or pino-pretty's colours in sandbox mode on a terminal.
// A request's lines carry its request id (platform/request-log.ts): each request runs with its own child logger.
import { AsyncLocalStorage } from 'node:async_hooks';
import { type DestinationStream, type Logger, type LevelWithSilent, pino, stdSerializers } from 'pino';

export const LOG_LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A failed query's bound values (drizzle puts them in the error and its message): card numbers, hashes, accounts. */
const withoutParams = (text: unknown) => (typeof text === 'string' ? text.replace(/\nparams: [^\n]*/g, '\nparams: [left out]') : text);

/** pino's error serializer, a failed query's values left out. */
function serializeError(error: unknown): unknown {
  const serialized = stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  const { params: _, ...rest } = serialized;
  return { ...rest, message: withoutParams(rest.message), stack: withoutParams(rest.stack) };
}

/** Until the server configures it (main.ts), warnings and errors only: the tests and scripts see no request lines. */
let root: Logger = pino({ level: 'warn', serializers: { err: serializeError } });
const requestLoggers = new AsyncLocalStorage<Logger>();

/** The logger of the request under way (its lines carry its request id), else the process's. */
export function log(): Logger {
  return requestLoggers.getStore() ?? root;
}

/** The process's logger, without any request's fields. */
export function rootLogger(): Logger {
  return root;
}

/** Runs `work` (a request) with `logger` as what `log()` answers within it. */
export function withLogger<T>(logger: Logger, work: () => T): T {
  return requestLoggers.run(logger, work);
}

/** Makes `logger` the process's (main.ts at start; a test capturing the lines, putting the previous one back after). */
export function setRootLogger(logger: Logger): Logger {
  const previous = root;
  root = logger;
  return previous;
}

/** A logger at `level` writing JSON lines to `destination` (stdout by default), or pretty lines when `pretty`. */
export async function createLogger(options: { level: LevelWithSilent; pretty?: boolean; destination?: DestinationStream }): Promise<Logger> {
  const settings = { level: options.level, base: { pid: process.pid }, serializers: { err: serializeError } };
  if (!options.pretty) return options.destination ? pino(settings, options.destination) : pino(settings);
  // Loaded only for a developer's terminal: production never needs it.
  const { default: pretty } = await import('pino-pretty');
  return pino(settings, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
}

/** An unexpected error, with its stack, on the current request's logger. */
export function logError(error: unknown): void {
  log().error({ err: error }, 'unexpected error');
}
