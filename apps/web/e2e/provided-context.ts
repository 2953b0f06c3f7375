import type {} from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real shop (API plus the built web) answers during the journeys. */
    baseUrl: string;
    /** The operator token of that server's data folder, for the `/v1/operator/*` calls. */
    operatorToken: string;
  }
}
