import type {} from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real shop (API plus the built web) answers during the journeys. */
    baseUrl: string;
  }
}
