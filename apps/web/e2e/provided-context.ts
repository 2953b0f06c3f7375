import type {} from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real shop (API plus the built web) answers during the journeys. */
    baseUrl: string;
    /** The login key of that server's seeded shop manager (admin, 店长), for the `/v1/operator/*` calls. */
    operatorKey: string;
  }
}
