import { useLingui } from "@lingui/react/macro";
import { toasts } from "@varco/ui";
import { failureMessage } from "./fieldErrors";

/**
 * What a failed write says in its toast; `null` when the screen answers the failure another way
 * (it offers to hide what could not be deleted), and the dialog that asked closes quietly.
 */
export type WriteFailure = (error: unknown) => string | null;

/**
 * A confirmed write (a dialog's `onConfirm`): it runs the call and says in a toast how it went,
 * `done` once it succeeds, why it failed when it does (the server's reason by default). The
 * failure is thrown on, so the dialog that asked for the write stays open to try again or cancel.
 */
export function useToastedWrite() {
  const { i18n } = useLingui();
  return (call: () => Promise<unknown>, done: string, failure?: WriteFailure) => async () => {
    try {
      await call();
      toasts.show({ tone: "success", message: done });
    } catch (error) {
      const message = failure ? failure(error) : failureMessage(error, i18n);
      if (message === null) return;
      toasts.show({ tone: "danger", message });
      throw error;
    }
  };
}
