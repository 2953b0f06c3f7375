/**
 * A call that did not succeed: the envelope's code (or the HTTP status when no envelope came back) and, as the
 * error's message, the server's Chinese `msg`, which the reporter shows as it is; `data`, what the refusal lists
 * beyond it (a goods sheet's bad rows), else null.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}
