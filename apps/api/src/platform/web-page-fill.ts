// Templating a page's first calls and first paint (web .vite/first-calls.json): the call's address from
// the page's parameters, the paint's fields from the call's reply, every text escaped as HTML.
import type { FirstPaint } from '@garden/contract/web-page';

/** The longest text parameter a page's first call takes (a search's keywords). */
const MAX_TEXT_PARAMETER = 100;

/** The page's text parameter as the web reads it (trimmed), when it is neither blank nor too long. */
export function textParameter(page: URLSearchParams, name: string): string | undefined {
  const value = page.get(name)?.trim() ?? '';
  return value !== '' && value.length <= MAX_TEXT_PARAMETER ? value : undefined;
}

/**
 * The call's address for this page: `{name}` (encoded) takes the page's numeric parameter of that name,
 * `{name:text}` its text parameter, encoded as the web's URLSearchParams encodes it.
 */
export function fillAddress(template: string, page: URLSearchParams): string | undefined {
  let complete = true;
  const url = template.replace(/%7B(\w+)(%3Atext)?%7D/g, (_, name: string, text?: string) => {
    if (text) {
      const value = textParameter(page, name);
      if (value === undefined) complete = false;
      return new URLSearchParams([['', value ?? '']]).toString().slice(1);
    }
    const value = page.get(name) ?? '';
    if (!/^\d{1,12}$/.test(value)) complete = false;
    return value;
  });
  return complete ? url : undefined;
}

/** The value at a dotted path (`0.data.pictures.0.img_url`, `0.data.theme.0.goods.length`) of the page's replies. */
function valueAt(replies: readonly unknown[], dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>((node, step) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined), replies);
}

/** The value at a dotted path (`data.pictures.0.img_url`, `data.theme.0.goods.length`) of a reply, as text. */
export function pick(reply: unknown, dotted: string): string | undefined {
  return asText(valueAt([reply], `0.${dotted}`));
}

/** A number or non-blank text as the page prints it. */
function asText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Text made safe for an HTML attribute value or element content. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The page's first paint for its replies: where the layout depends on a field of them, the paint for its value, else `*`'s. */
export function paintFor(paint: FirstPaint, replies: readonly unknown[]): string | undefined {
  if (typeof paint === 'string') return paint;
  return paint.paints[asText(valueAt(replies, paint.by)) ?? ''] ?? paint.paints['*'];
}

/** A list section: `{{#path}}` and its own `{{/path}}`, around what each entry draws. */
const SECTION = /\{\{#([\w.*]+)\}\}([\s\S]*?)\{\{\/\1\}\}/g;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The template with each list section drawn once for every entry of its list, from the section's first
 * index (`{{#path.2}}`: from the third, the first two being drawn by the template itself), `path.*` in it
 * standing for the entry's index; nested sections are drawn for each entry of theirs. Nothing when a
 * section's list is missing.
 */
function expandSections(template: string, replies: readonly unknown[]): string | undefined {
  let complete = true;
  const html = template.replace(SECTION, (_, tag: string, body: string) => {
    const [, path, from] = /^(.*?)(?:\.(\d+))?$/.exec(tag) as RegExpExecArray;
    const list = valueAt(replies, path);
    if (!Array.isArray(list)) {
      complete = false;
      return '';
    }
    const entry = new RegExp(`${escapeRegExp(`${path}.*`)}(?=[.}%])`, 'g');
    let drawn = '';
    for (let index = Number(from ?? 0); index < list.length; index++) {
      const filled = expandSections(body.replace(entry, `${path}.${index}`), replies);
      if (filled === undefined) complete = false;
      drawn += filled ?? '';
    }
    return drawn;
  });
  return complete ? html : undefined;
}

/**
 * The template with its list sections drawn (expandSections), then every `{{n.dotted.path}}` slot replaced by
 * that value of the page's n-th reply and every `{{?name}}` by the page's text parameter of that name, escaped,
 * and URL-encoded where the slot is (`%7B%7B…%7D%7D`, a slot inside an address the router wrote); nothing when
 * a slot has no value (a first paint with a hole would differ from what the app draws).
 */
export function fillPaint(template: string, replies: readonly unknown[], page: URLSearchParams): string | undefined {
  const expanded = expandSections(template, replies);
  if (expanded === undefined) return undefined;
  let complete = true;
  const fill = (parameter: string | undefined, name: string): string => {
    const value = parameter ? textParameter(page, name) : asText(valueAt(replies, name));
    if (value === undefined) complete = false;
    return value ?? '';
  };
  const html = expanded
    .replace(/\{\{(\?)?([\w.]+)\}\}/g, (_, parameter: string | undefined, name: string) => escapeHtml(fill(parameter, name)))
    .replace(/%7B%7B(%3F)?([\w.]+)%7D%7D/g, (_, parameter: string | undefined, name: string) =>
      escapeHtml(encodeURIComponent(fill(parameter, name))),
    );
  return complete ? html : undefined;
}
