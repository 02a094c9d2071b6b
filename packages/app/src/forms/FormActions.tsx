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
  /** Other actions before the submit button (Cancel). */
  children?: ReactNode;
}

/** The row of a form's actions, its submit button last. */
export function FormActions({ isPending, label, align = "start", children }: FormActionsProps) {
  const { t } = useLingui();
  return (
    <Inline gap="sm" justify={align}>
      {children}
      <Button type="submit" isPending={isPending}>
        {label ?? t`Save`}
      </Button>
    </Inline>
  );
}
