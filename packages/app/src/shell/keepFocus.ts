import { useCallback, useEffect, useId, useRef } from "react";

/**
 * Keeps a keyboard user on a drawer's actions after one of them opened a confirmation. Once the
 * confirmation has gone, the button that opened it takes the focus back, as any dialog gives it;
 * when that button is gone, or goes once the server has answered ("Cancel ticket" becomes
 * "Re-activate", "Mark as paid" leaves once the order is paid), the first action there now takes
 * it. Without this the focus would land on nothing: a keyboard user would start again from the
 * top of the page, outside the drawer they were working in, where Escape no longer closes it.
 *
 * Nothing here waits on a timer. The confirmation's removal and the new button's arrival are
 * changes to the page, watched with a MutationObserver from the moment the confirmation closes
 * until the focus has been placed, the person acts again (a key or a pointer outside any
 * confirmation), or the drawer goes. They can come in either order: the server may answer before
 * or after the confirmation has finished closing.
 *
 * Put `toolbarId` on the element holding the actions and call `afterClose` whenever one of its
 * confirmations closes, confirmed or not.
 */
export function useFocusStaysOnActions(): { toolbarId: string; afterClose: () => void } {
  const toolbarId = useId();
  const opener = useRef<HTMLElement | null>(null);
  const stopWatching = useRef<() => void>(() => {});

  useEffect(() => {
    // The last action focused is the one whose confirmation is open (a pressed button takes the
    // focus, by pointer as by keyboard).
    const remember = (event: FocusEvent) => {
      const toolbar = document.getElementById(toolbarId);
      if (event.target instanceof HTMLElement && toolbar?.contains(event.target))
        opener.current = event.target;
    };
    document.addEventListener("focusin", remember);
    return () => {
      document.removeEventListener("focusin", remember);
      stopWatching.current();
    };
  }, [toolbarId]);

  const afterClose = useCallback(() => {
    stopWatching.current();
    const toolbar = document.getElementById(toolbarId);
    const drawer = toolbar?.closest<HTMLElement>('[role="dialog"]');
    if (!toolbar || !drawer) return;
    const from = opener.current;

    const place = () => {
      const confirmationOpen = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some(
        (dialog) => dialog !== drawer && !dialog.contains(drawer),
      );
      if (confirmationOpen) return;
      const active = document.activeElement;
      const lost = !active || active === document.body || active === drawer || !active.isConnected;
      if (from?.isConnected && toolbar.contains(from)) {
        // Still there: it has the focus back, and may yet be replaced when the server answers.
        if (lost) from.focus();
        return;
      }
      if (lost || (active && toolbar.contains(active))) {
        toolbar.querySelector<HTMLElement>("button:not([disabled])")?.focus();
      }
      stop();
    };
    // A key or a pointer inside the drawer is the person moving on: the focus is theirs.
    const movedOn = (event: Event) => {
      if (event.target instanceof Node && drawer.contains(event.target)) stop();
    };
    const observer = new MutationObserver(place);
    const stop = () => {
      observer.disconnect();
      document.removeEventListener("keydown", movedOn, true);
      document.removeEventListener("pointerdown", movedOn, true);
      stopWatching.current = () => {};
    };
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener("keydown", movedOn, true);
    document.addEventListener("pointerdown", movedOn, true);
    stopWatching.current = stop;
    place();
  }, [toolbarId]);

  return { toolbarId, afterClose };
}
