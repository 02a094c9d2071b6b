import type { ReactNode, Ref } from "react";
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  type ClassNameOrFunction,
  composeRenderProps,
  Text,
} from "react-aria-components";
import { type ClassNamePart, cx } from "../../classNames";
import {
  description as descriptionClass,
  field,
  fieldError,
  label as labelClass,
  requiredMark,
} from "./Field.css";

/** Props every labelled field shares. */
export type FieldChromeProps = {
  /** Visible label. Fields without a visible label must get `aria-label`. */
  label?: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** Error text; shown when the field is invalid (react-aria validation or `isInvalid`). */
  errorMessage?: ReactNode | ((validation: { validationErrors: string[] }) => ReactNode);
};

/** A field's props: react-aria's for its kind of field (minus children), its frame, and a ref to its root. */
export type FieldProps<AriaProps> = Omit<AriaProps, "children"> &
  FieldChromeProps & { ref?: Ref<HTMLDivElement> };

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

export type FieldFrameProps = FieldChromeProps & {
  isRequired?: boolean;
  /** The control, between the label and the help text. */
  children?: ReactNode;
};

/**
 * Label, control, help text, error: the order every labelled field shows its parts in. It renders
 * inside the react-aria field, whose context connects the label and texts to the control.
 */
export function FieldFrame({ label, description, errorMessage, isRequired, children }: FieldFrameProps) {
  return (
    <>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {children}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  );
}

/** Splits a field's props into what its frame shows and what goes to the react-aria field. */
export function splitFieldChrome<P extends FieldChromeProps>({
  label,
  description,
  errorMessage,
  ...rest
}: P): [FieldChromeProps, Omit<P, keyof FieldChromeProps>] {
  return [{ label, description, errorMessage }, rest];
}

/** A field root's class: the shared column, then the component's own classes, then the caller's. */
export function fieldClassName<T>(className: ClassNameOrFunction<T> | undefined, ...own: ClassNamePart[]) {
  return composeRenderProps(className, (custom) => cx(field, ...own, custom));
}
