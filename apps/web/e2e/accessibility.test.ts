import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { NOT_LOGGED_IN } from '@garden/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { DESKTOP, openScreen, PHONE, type Screen, seedIds, storefrontRoutes } from './storefront-routes';
import { DEMO_SHOPPER, DEMO_TRADER, ensureAddress, payByCard, placeOrder, signInDemo } from './shop-api';

// axe-core over every storefront route at a desktop's 1366 px and a phone's 375 px, signed out and as the demo
// shopper (issue 33: accessibility 100). A `serious` or `critical` violation fails, reported by rule, its help and
// the offending elements' selectors, so the report says what to fix and where.

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated rather than added as a <script>: the shop's Content-Security-Policy rightly refuses inline scripts.
  await page.evaluate(await axeSource);
  return page.evaluate(async () => {
    interface AxeNode {
      target: unknown[];
      html: string;
      any: { message: string }[];
    }
    interface AxeViolation {
      id: string;
      impact: string | null;
      help: string;
      nodes: AxeNode[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // The selector, the start of the element's markup and axe's own finding (a contrast's colours and ratio).
    const describe = (node: AxeNode) => `${node.target.map(String).join(' ')} ${node.html.slice(0, 100)} ${node.any[0]?.message ?? ''}`.trim();
    const { violations } = await axe.run(document);
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map(describe),
      }));
  });
}

/**
 * Waits for a dialog that is opening (the login dialog a signed-out visit to an account page opens) to be named:
 * Mantine names it by its title only once the title has mounted, a render later. A dialog that stays unnamed
 * is left to axe to report once the wait is over.
 */
async function dialogsNamed(page: Page): Promise<void> {
  // A shopper's own page, signed out, says 您尚未登录 and opens the login dialog, whose code is fetched only then:
  // on a busy machine the page can be quiet before the dialog is drawn, so wait for it as the visitor sees it, named.
  if (await page.getByText(NOT_LOGGED_IN).isVisible()) await page.getByRole('dialog', { name: /\S/ }).waitFor();
  await page
    .waitForFunction(() => document.querySelector('[role="dialog"]:not([aria-labelledby]):not([aria-label])') === null, undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

/** Every route at `screen`, signed in with `key` if given: one readable line per violation. */
async function violationsAt(screen: Screen, routeList: readonly string[], key?: string): Promise<string[]> {
  const { context, page } = await openScreen(browser, screen);
  if (key) await page.goto(`/index?key=${key}`, { waitUntil: 'networkidle' });
  const report: string[] = [];
  for (const route of routeList) {
    // Checked once the page has settled (its calls answered), as a person would meet it.
    await page.goto(route, { waitUntil: 'networkidle' });
    await dialogsNamed(page);
    for (const violation of await seriousViolations(page)) {
      report.push(`${screen.width} px ${route}: ${violation.impact} ${violation.id} (${violation.help}) at\n    ${violation.targets.join('\n    ')}`);
    }
  }
  await context.close();
  return report;
}

/** `routeList` (every storefront route unless given) at both screens at once (a browser page each). */
async function violations(key?: string, routeList?: readonly string[]): Promise<string[]> {
  const routes = routeList ?? storefrontRoutes(await seedIds());
  return (await Promise.all([DESKTOP, PHONE].map((screen) => violationsAt(screen, routes, key)))).flat();
}

/** The trade catalogue's pages (shopping §2 bk*), and the home page for the header's 报价 button only a trader has. */
const isTradePage = (route: string) => route === '/index' || route.startsWith('/bk');

// Forty routes at two screens, each read through by axe.
const SWEEP = { timeout: 600_000 };

describe('axe-core on every route at 1366 and 375 px', () => {
  it('finds no serious or critical violation, signed out', SWEEP, async () => {
    expect((await violations()).join('\n')).toBe('');
  });

  it('finds no serious or critical violation for the demo shopper', SWEEP, async () => {
    expect((await violations(await signInDemo(DEMO_SHOPPER))).join('\n')).toBe('');
  });

  it("finds none on the demo shopper's paid order: its detail and the after-sales choice", SWEEP, async () => {
    const key = await signInDemo(DEMO_SHOPPER);
    await ensureAddress(key);
    const orderId = await placeOrder(key);
    await payByCard(key, orderId);
    expect((await violations(key, [`/orderDetail?id=${orderId}`, `/chooseAfter?id=${orderId}`])).join('\n')).toBe('');
  });

  it('finds none on the trade catalogue for the demo trader', SWEEP, async () => {
    const tradePages = storefrontRoutes(await seedIds()).filter(isTradePage);
    expect((await violations(await signInDemo(DEMO_TRADER), tradePages)).join('\n')).toBe('');
  });
});
