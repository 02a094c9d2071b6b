import type { ReactNode } from "react";
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from "react-aria-components";
import { FieldFrame, type FieldProps, fieldClassName, splitFieldChrome } from "../Field";
import { items } from "./CheckboxGroup.css";
import type { CheckboxGroupOrientation } from "./checkboxGroupOrientations";

export type CheckboxGroupProps = FieldProps<AriaCheckboxGroupProps> & {
  /** The `Checkbox`es, each with a `value`. */
  children?: ReactNode;
  orientation?: CheckboxGroupOrientation;
};

/** A labelled set of checkboxes sharing one value (the list of selected values) and one error. */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const [chrome, { orientation = "vertical", children, className, ...rest }] = splitFieldChrome(props);
  return (
    <AriaCheckboxGroup {...rest} data-orientation={orientation} className={fieldClassName(className)}>
      {({ isRequired }) => (
        <FieldFrame {...chrome} isRequired={isRequired}>
          <div className={items({ orientation })}>{children}</div>
        </FieldFrame>
      )}
    </AriaCheckboxGroup>
  );
}
