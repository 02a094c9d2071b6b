import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { demoEmail, demoPassword } from "./demo";

/**
 * Which deployment a test talks to: as installed, under the reseller brand (e2e/brand.ts), or one
 * whose organisers connect their own Stripe accounts (Stripe Connect, at a local stand-in).
 */
export type Deployment = "plain" | "reseller" | "connect";

const deploymentVariables: Record<Deployment, string> = {
  plain: "VARCO_E2E_URL",
  reseller: "VARCO_E2E_BRANDED_URL",
  connect: "VARCO_E2E_CONNECT_URL",
};

/** Every test talks to a server the global setup started: `test.use({ deployment })` picks it. */
export const test = base.extend<{ deployment: Deployment }>({
  deployment: ["plain", { option: true }],
  baseURL: async ({ deployment }, use) => {
    const url = process.env[deploymentVariables[deployment]];
    if (!url)
      throw new Error("The e2e servers are not running: run through playwright.config.ts (global setup).");
    await use(url);
  },
});

export { expect };

/**
 * axe on the page once its animations have settled: every rule, zero violations (the list, with
 * each element and the reason, is printed when not).
 * react-aria's live announcer is left out: after a pending button it keeps, for 7 s, a hidden
 * `role="img"` node pointing at the button's label, which is gone once the page changed.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are measured once overlays have finished fading in or out (a spinner's endless
  // animation is not waited for): mid-fade, text is paler than anyone reads it.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).exclude("[data-live-announcer]").analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => ({
      target: node.target.join(" "),
      html: node.html.slice(0, 160),
      why: node.failureSummary?.split("\n").slice(1).join(" ").trim(),
    })),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** A PNG of the given size, drawn by the browser (the server reads real image dimensions). */
export async function pngOf(page: Page, width: number, height: number, fill = "#c2410c"): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h, colour]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext("2d");
      if (context) {
        context.fillStyle = colour;
        context.fillRect(0, 0, w, h);
      }
      return canvas.toDataURL("image/png").split(",")[1] ?? "";
    },
    [width, height, fill] as const,
  );
  return Buffer.from(base64, "base64");
}

/**
 * Every error or warning the browser reports from now on, in its console or uncaught: what goes
 * wrong while it takes a page the server drew over (React says a markup that does not match so).
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** Waits until the page's script has taken the drawn page over (its controls answer). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
}
