/**
 * Every failed call, whether the envelope's code is not 200 or the HTTP status failed, becomes this
 * one error (storefront §8), so a single reporter can toast `msg` and react to the login codes.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The envelope's code, or the HTTP status when the body carried no envelope. */
    readonly code: number,
    /** The server's message, shown as it is. */
    readonly msg: string,
  ) {
    super(msg);
  }
}
