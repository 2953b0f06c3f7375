// The script a page with a first paint loads in place of the app's (api lib/web-page.ts). The server drew
// the page's largest pictures into it from the replies it inlined, and handed the app's scripts over in
// a `<template>`: they are fetched once those pictures are on screen, since the paint needs none of them,
// and until then the pictures and styles have the connection to themselves. A build entry of its own
// (vite.config.ts), importing only lib/address-key.ts (a few lines), so it arrives at once.

import type { APP_CHUNKS_ID as AppChunksId } from '@garden/contract/web-page';
// A ?key= leaves the address before the pictures are fetched, rather than once the app has arrived.
import './lib/address-key';

/** The `<template>` holding the app's script and its preloads: the contract's id, checked by the compiler (the web takes types only). */
const APP_CHUNKS_ID: typeof AppChunksId = 'app-chunks';

/** The longest the app waits on the first paint's pictures: a picture that hangs must not hold the page. */
const FIRST_PAINT_WAIT_MS = 1000;

/** After the next frame has been drawn (the second animation frame starts once the first is presented). */
const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** The first screen's pictures of a first paint: those the app loads eagerly (a lazy one below the screen is not fetched). */
const FIRST_PAINT_PICTURES = '[data-first-paint] img[loading="eager"]';

/** Resolves once the first paint's pictures are decoded and drawn, or after FIRST_PAINT_WAIT_MS. */
function firstPaintShown(): Promise<void> {
  const pictures = [...document.querySelectorAll(FIRST_PAINT_PICTURES)].map((img) => (img as HTMLImageElement).decode().catch(() => undefined));
  const shown = Promise.all(pictures).then(afterNextFrame);
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))]);
}

void firstPaintShown().then(() => {
  const chunks = document.getElementById(APP_CHUNKS_ID);
  // Cloned, not moved: a script the parser put in a template never runs; its copy does.
  if (chunks instanceof HTMLTemplateElement) document.head.append(document.importNode(chunks.content, true));
});
