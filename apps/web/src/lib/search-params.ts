import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/**
 * Readers for route search params: addresses are typed by hand and shared, so every value arrives
 * as unknown and is narrowed here rather than trusted (the router parses `?id=3` as the number 3).
 */

/**
 * The router's address format: plain query strings as the spec writes them (`?pay_money=132.15`,
 * `?brand=1,2`), not the router's default JSON, which quotes digit strings (`%22132.15%22`). Values
 * arrive as text, numbers or booleans, and the readers below narrow them.
 */
export const parseSearch = parseSearchWith((value) => value);
export const stringifySearch = stringifySearchWith((value: unknown) => (Array.isArray(value) ? value.join(',') : JSON.stringify(value)));

/** A positive integer, or undefined for anything else. */
export function readId(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** A page number: a positive integer, else 1. */
export function readPage(value: unknown): number {
  return readId(value) ?? 1;
}

/** A string (numbers kept as their text), or undefined. */
export function readText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : undefined;
}

/** A 0 or 1 flag (`once=1`, `is_black=0`), or undefined for anything else. */
export function readFlag(value: unknown): 0 | 1 | undefined {
  const text = readText(value);
  return text === '1' ? 1 : text === '0' ? 0 : undefined;
}

/** One of the allowed values, or the fallback. */
export function readChoice<T extends string | number>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((option) => option === value || String(option) === value) ?? fallback;
}

/**
 * A comma-separated list of positive integers (`1,2,3`), keeping only the valid ones; a list already read
 * (the router validates a search it has validated before) reads as itself.
 */
export function readIdList(value: unknown): number[] {
  if (Array.isArray(value)) return value.map((part) => readId(part)).filter((id): id is number => id !== undefined);
  const text = readText(value) ?? '';
  return text
    .split(',')
    .map((part) => readId(part))
    .filter((id): id is number => id !== undefined);
}
