import type { ReactNode, Ref } from "react";
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  composeRenderProps,
} from "react-aria-components";
import { cx } from "../../classNames";
import { type FieldChromeProps, FieldDescription, FieldErrorText, FieldLabel, field } from "../Field";
import { fieldRoot, items } from "./CheckboxGroup.css";
import type { CheckboxGroupOrientation } from "./checkboxGroupOrientations";

export type CheckboxGroupProps = Omit<AriaCheckboxGroupProps, "children"> &
  FieldChromeProps & {
    /** The `Checkbox`es, each with a `value`. */
    children?: ReactNode;
    orientation?: CheckboxGroupOrientation;
    ref?: Ref<HTMLDivElement>;
  };

/** A labelled set of checkboxes sharing one value (the list of selected values) and one error. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = "vertical",
  children,
  className,
  ...rest
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...rest}
      data-orientation={orientation}
      className={composeRenderProps(className, (custom) => cx(field, fieldRoot, custom))}
    >
      {({ isRequired }) => (
        <>
          <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
          <div className={items({ orientation })}>{children}</div>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </>
      )}
    </AriaCheckboxGroup>
  );
}
