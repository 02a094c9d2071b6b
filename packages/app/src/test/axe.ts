import axe from "axe-core";

/**
 * axe's findings on what is on screen now, as "rule: target" lines (empty when none). jsdom lays
 * nothing out, so the rules that need layout (contrast) are left to the e2e tests in Chromium.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
  );
}
