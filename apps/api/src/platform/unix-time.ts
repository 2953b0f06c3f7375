// Times as the replies carry them: whole Unix seconds.

/** A time in whole Unix seconds. */
export const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** A time that may be unset in whole Unix seconds, 0 when unset (as the replies give a missing time). */
export const secondsOrZero = (date: Date | null): number => (date ? seconds(date) : 0);

/** A time that may be unset in whole Unix seconds, null when unset. */
export const secondsOrNull = (date: Date | null): number | null => (date ? seconds(date) : null);

/** A time given in whole Unix seconds (as the requests carry it). */
export const dateOfSeconds = (unixSeconds: number): Date => new Date(unixSeconds * 1000);

/** A time that may be unset, given in whole Unix seconds: null when unset. */
export const dateOfSecondsOrNull = (unixSeconds: number | null): Date | null => (unixSeconds === null ? null : dateOfSeconds(unixSeconds));
