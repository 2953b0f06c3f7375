/**
 * The frame of every first paint (api lib/web-page.ts): `RootLayout`'s wrapper and main, and the header's
 * three bands drawn empty at their final height, so the page's pictures below sit where the app draws them.
 * The brand bar has no content to size it: `.brand-bar:empty` gives it the search box's height.
 */
export function withAppShell(page: string): string {
  return (
    '<div class="app"><header class="app-header" aria-hidden="true">' +
    '<div class="top-bar"><div class="container top-bar__inner"></div></div>' +
    '<div class="container brand-bar"></div>' +
    '<div class="category-nav"><div class="container category-nav__inner"></div></div>' +
    `</header><main class="app-main">${page}</main></div>`
  );
}
