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
  /** The page's first paint, filled from this call's reply. */
  paint?: FirstPaint;
}

/**
 * HTML the server fills from a call's reply (`{{dotted.path}}`) and the page's address (`{{?name}}`) and draws
 * before the app; or, where the page's layout depends on a field of the reply (`by`, a dotted path), one such
 * HTML per value of it, `*` for any other.
 */
export type FirstPaint = string | { by: string; paints: Record<string, string> };
