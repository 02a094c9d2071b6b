import axe from "axe-core";

/**
 * axe's findings on what is on screen now, as "rule: target" lines (empty when none). jsdom lays
 * nothing out, so the rules that need layout (contrast) are left to the e2e tests in Chromium.
 * react-aria's live announcer is left out, as the e2e tests do: after a pending button it keeps a
 * hidden `role="img"` node naming the button's label, which is gone once the screen changed.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(
    { include: [root], exclude: ["[data-live-announcer]"] } as axe.ElementContext,
    {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    },
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
  );
}
