// The seam between the web build and the server that serves the web app's page (api lib/web-page.ts):
// the build writes `.vite/first-calls.json` and the page's markers, the server reads and fills them. Its
// own entry (`@garden/contract/web-page`), holding no schema. The web takes types only (its bundles carry no
// contract code), so it writes each marker again as `typeof` the contract's, which the compiler holds equal.

/** The element id of the JSON data block the server writes a page's first replies into (web lib/inlined-replies.ts). */
export const INLINED_REPLIES_ID = 'first-calls';

/** Where index.html's app shell takes the page's first paint. */
export const FIRST_PAINT_MARK = '<!--first-paint-->';

/** The `<template>` holding the app's scripts and preloads on a page with a first paint (web src/boot.ts). */
export const APP_CHUNKS_ID = 'app-chunks';

/** One GET call of `.vite/first-calls.json`: what a page's first paint waits on. */
export interface FirstCallEntry {
  /**
   * The call's address; `{name}` (encoded) stands for the page address's numeric parameter of that name,
   * `{name:text}` for its text parameter.
   */
  url: string;
  /** Dotted paths into its reply (`data.pictures.0.img_url`) of the first screen's largest pictures. */
  images?: readonly string[];
  /** On a page's first call: the page's first paint, filled from the replies of the page's calls. */
  paint?: FirstPaint;
}

/**
 * HTML the server fills from the replies of a page's calls and draws before the app: `{{n.dotted.path}}` is a
 * value of the n-th call's reply (`{{0.data.name}}`), `{{?name}}` a text parameter of the page's address, and
 * `{{#n.path}}…{{/n.path}}` a list section, drawn for each entry of that list with `n.path.*` standing for the
 * entry's index (`{{#n.path.2}}`: from the third entry on). Where the page's layout depends on a field of the
 * replies (`by`, a dotted path as a slot's), one such HTML per value of it, `*` for any other.
 */
export type FirstPaint = string | { by: string; paints: Record<string, string> };
