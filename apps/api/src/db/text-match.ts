/** `text` for a LIKE pattern, its `%`, `_` and `\` standing for themselves: a search never becomes a wildcard. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching text that contains `text` as typed. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;
