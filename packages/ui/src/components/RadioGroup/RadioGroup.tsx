import type { ReactNode } from "react";
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from "react-aria-components";
import { items } from "../CheckboxGroup/CheckboxGroup.css";
import { FieldFrame, type FieldProps, fieldClassName, splitFieldChrome } from "../Field";
import type { RadioGroupOrientation } from "./radioGroupOrientations";

export type RadioGroupProps = FieldProps<Omit<AriaRadioGroupProps, "orientation">> & {
  /** The `Radio`s, each with a `value`. */
  children?: ReactNode;
  orientation?: RadioGroupOrientation;
};

/**
 * A labelled set of radios, one of which can be chosen. Tab enters the group at the chosen
 * radio; the arrow keys move and choose.
 */
export function RadioGroup(props: RadioGroupProps) {
  const [chrome, { orientation = "vertical", children, className, ...rest }] = splitFieldChrome(props);
  return (
    <AriaRadioGroup {...rest} orientation={orientation} className={fieldClassName(className)}>
      {({ isRequired }) => (
        <FieldFrame {...chrome} isRequired={isRequired}>
          <div className={items({ orientation })}>{children}</div>
        </FieldFrame>
      )}
    </AriaRadioGroup>
  );
}
