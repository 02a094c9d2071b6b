import type { ReactNode } from "react";
import { FieldError as AriaFieldError, Label as AriaLabel, Text } from "react-aria-components";
import { description as descriptionClass, fieldError, label as labelClass, requiredMark } from "./Field.css";

/** Props every labelled field shares. */
export type FieldChromeProps = {
  /** Visible label. Fields without a visible label must get `aria-label`. */
  label?: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** Error text; shown when the field is invalid (react-aria validation or `isInvalid`). */
  errorMessage?: ReactNode | ((validation: { validationErrors: string[] }) => ReactNode);
};

export function FieldLabel({ children, isRequired }: { children?: ReactNode; isRequired?: boolean }) {
  if (!children) return null;
  return (
    <AriaLabel className={labelClass}>
      {children}
      {isRequired ? (
        <span className={requiredMark} aria-hidden>
          *
        </span>
      ) : null}
    </AriaLabel>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={descriptionClass}>
      {children}
    </Text>
  );
}

export function FieldErrorText({ children }: { children?: FieldChromeProps["errorMessage"] }) {
  return <AriaFieldError className={fieldError}>{children}</AriaFieldError>;
}
