/**
 * After a confirmation closes, puts the focus back among the actions that opened it when the
 * button that opened it is gone: "Cancel ticket" became "Re-activate", "Mark as paid" left once
 * the order was paid. The dialog would hand the focus back to that button; with the button gone
 * it lands on nothing, and a keyboard user would start again from the top of the page, outside the
 * drawer they were working in (where Escape no longer closes it).
 *
 * `toolbarId` names the element holding the actions; its first enabled button takes the focus,
 * once no confirmation is open any more and only if the focus is not already somewhere inside the
 * drawer around it. Waits at most about a second (a dialog's closing animation).
 */
export function refocusActionsAfterClose(toolbarId: string): void {
  let frames = 60;
  const settle = () => {
    const toolbar = document.getElementById(toolbarId);
    if (!toolbar) return;
    // The drawer is a dialog; a confirmation or a form over it is one more, until it has gone.
    const dialogsOpen = document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length;
    if (dialogsOpen > 1 && frames-- > 0) {
      requestAnimationFrame(settle);
      return;
    }
    const around = toolbar.closest('[role="dialog"]') ?? document.body;
    const active = document.activeElement;
    if (active && active !== document.body && around.contains(active)) return;
    toolbar.querySelector<HTMLElement>("button:not([disabled])")?.focus();
  };
  requestAnimationFrame(settle);
}
