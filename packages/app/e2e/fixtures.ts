import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { demoEmail, demoPassword } from "./demo";

/** Every test talks to the server the global setup started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
  baseURL: async ({}, use) => {
    const url = process.env.VARCO_E2E_URL;
    if (!url) throw new Error("VARCO_E2E_URL is unset: run through playwright.config.ts (global setup).");
    await use(url);
  },
});

export { expect };

/**
 * axe on the page as it is now: every rule, zero violations (the list is printed when not).
 * react-aria's live announcer is left out: after a pending button it keeps, for 7 s, a hidden
 * `role="img"` node pointing at the button's label, which is gone once the page changed.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).exclude("[data-live-announcer]").analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
