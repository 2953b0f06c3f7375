/**
 * A cap on what one caller (an account, or an IP for a guest) may do within a sliding window: at most
 * `maxCount` actions, and with `maxSize` at most that many bytes (uploads), in any `windowMs`.
 */
export interface RateLimit {
  readonly windowMs: number;
  readonly maxCount: number;
  readonly maxSize?: number;
}

/** One past action the limits count: when it was, and its size (bytes for uploads, 0 otherwise). */
export interface RateEvent {
  readonly at: Date;
  readonly size: number;
}

/** What the caller now asks to do: `count` actions (pictures in one upload) of `size` bytes together. */
export interface RateRequest {
  readonly count: number;
  readonly size: number;
}
