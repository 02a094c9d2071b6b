import { useLingui } from "@lingui/react/macro";
import { Button, Inline } from "@varco/ui";
import type { ReactNode } from "react";

export interface FormActionsProps {
  /** The write is on its way: the button says so and cannot be pressed again. */
  isPending: boolean;
  /** The submit button's words; "Save" by default. */
  label?: string;
  /** At the start of the form's width (a form in a card), or at its end (a dialog, a section). */
  align?: "start" | "end";
  /** A Cancel button before the submit button, doing this (leaving a form that is not a dialog). */
  onCancel?: () => void;
  /** Other actions before the submit button. */
  children?: ReactNode;
}

/** The row of a form's actions, its submit button last. */
export function FormActions({ isPending, label, align = "start", onCancel, children }: FormActionsProps) {
  const { t } = useLingui();
  return (
    <Inline gap="sm" justify={align}>
      {children}
      {onCancel ? (
        <Button variant="outline" onPress={onCancel}>
          {t`Cancel`}
        </Button>
      ) : null}
      <Button type="submit" isPending={isPending}>
        {label ?? t`Save`}
      </Button>
    </Inline>
  );
}

export interface DialogFormFooterProps {
  /** The id of the form in the dialog: the submit button sits in the footer, outside it. */
  formId: string;
  isPending: boolean;
  /** Closes the dialog (the footer render prop's `close`). */
  close: () => void;
  /** The submit button's words; "Save" by default. */
  label?: string;
}

/** A dialog's or a drawer's footer for the form inside it: Cancel closes it, the submit button sends. */
export function DialogFormFooter({ formId, isPending, close, label }: DialogFormFooterProps) {
  const { t } = useLingui();
  return (
    <>
      <Button variant="outline" tone="neutral" onPress={close} isDisabled={isPending}>
        {t`Cancel`}
      </Button>
      <Button type="submit" form={formId} isPending={isPending}>
        {label ?? t`Save`}
      </Button>
    </>
  );
}
