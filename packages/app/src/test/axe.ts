import axe from "axe-core";

/**
 * axe's findings on what is on screen now, as "rule: target" lines (empty when none). jsdom lays
 * nothing out, so the rules that need layout (contrast) are left to the e2e tests in Chromium.
 * react-aria's live announcer is left out, as the e2e tests do: after a pending button it keeps a
 * hidden `role="img"` node naming the button's label, which is gone once the screen changed.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(
    { include: [root], exclude: ["[data-live-announcer]", ...hiddenBehindDialogs()] } as axe.ElementContext,
    {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
      // A frame's page is checked on its own (the e2e tests do it in Chromium): jsdom's frames
      // cannot answer axe's messages. The frame's element itself (its title) is still checked.
      iframes: false,
    },
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
  );
}

/**
 * What an open dialog hides behind it. A browser makes it inert, where nothing can take the focus
 * and axe skips it; jsdom has no `inert`, so react-aria marks it `aria-hidden` instead, on the
 * highest parts of the page that hold no dialog. Which parts those are depends on what had
 * mounted when the dialog opened, and axe would report the links and buttons inside them as
 * hidden yet focusable. In Chromium, where the e2e tests run axe, they are inert.
 */
function hiddenBehindDialogs(): Element[] {
  const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
  if (dialogs.length === 0) return [];
  return [...document.querySelectorAll('[aria-hidden="true"]')].filter(
    (hidden) => ![...dialogs].some((dialog) => dialog.contains(hidden) || hidden.contains(dialog)),
  );
}
