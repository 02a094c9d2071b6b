import { type ReactNode, useId, useState } from "react";
import { useUiStrings } from "../../i18n/strings";
import { Button } from "../Button";
import { Dialog, Modal, type ModalProps } from "../Modal";
import { message as messageClass } from "./ConfirmDialog.css";
import type { ConfirmDialogTone } from "./confirmDialogTones";

export type ConfirmDialogProps = Omit<ModalProps, "children" | "size"> & {
  /** The question, e.g. "Delete this event?". It names the dialog. */
  title: ReactNode;
  /** What happens if the user confirms. It describes the dialog. */
  message: ReactNode;
  /** `danger` paints the confirm button red and puts first focus on Cancel. */
  tone?: ConfirmDialogTone;
  /** Defaults to the `confirm` string of the current locale; name the action when you can ("Delete"). */
  confirmLabel?: string;
  /** Defaults to the `cancel` string of the current locale. */
  cancelLabel?: string;
  /**
   * Runs on confirm. Return a promise to keep the dialog open with a pending confirm button until
   * it settles: it closes when the promise resolves and stays open when it rejects (report the
   * failure yourself, e.g. with a toast; the user can then retry or cancel).
   */
  onConfirm?: () => unknown;
};

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === "function";

/**
 * Asks the user to confirm an action, as an alert dialog. While the confirmation is pending the
 * dialog cannot be dismissed, so the outcome is never hidden from the user.
 */
export function ConfirmDialog({
  title,
  message,
  tone = "primary",
  confirmLabel,
  cancelLabel,
  onConfirm,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  ...modalProps
}: ConfirmDialogProps) {
  const strings = useUiStrings();
  const messageId = useId();
  const [isPending, setPending] = useState(false);

  const confirm = (close: () => void) => {
    const result = onConfirm?.();
    if (!isPromiseLike(result)) {
      close();
      return;
    }
    setPending(true);
    result.then(
      () => {
        setPending(false);
        close();
      },
      () => setPending(false),
    );
  };

  return (
    <Modal
      {...modalProps}
      size="sm"
      isDismissable={isDismissable && !isPending}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled || isPending}
    >
      <Dialog
        role="alertdialog"
        title={title}
        aria-describedby={messageId}
        showCloseButton={false}
        footer={({ close }) => (
          <>
            <Button
              variant="outline"
              tone="neutral"
              isDisabled={isPending}
              // For a destructive action the safe choice takes first focus (WAI-ARIA alert dialog pattern).
              autoFocus={tone === "danger"}
              onPress={close}
            >
              {cancelLabel ?? strings.cancel}
            </Button>
            <Button
              tone={tone}
              isPending={isPending}
              autoFocus={tone !== "danger"}
              onPress={() => confirm(close)}
            >
              {confirmLabel ?? strings.confirm}
            </Button>
          </>
        )}
      >
        <p id={messageId} className={messageClass}>
          {message}
        </p>
      </Dialog>
    </Modal>
  );
}
