import type { ReactNode, Ref } from "react";
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  composeRenderProps,
} from "react-aria-components";
import { cx } from "../../classNames";
import { type FieldChromeProps, FieldDescription, FieldErrorText, FieldLabel, field } from "../Field";
import { fieldRoot, items } from "./RadioGroup.css";
import type { RadioGroupOrientation } from "./radioGroupOrientations";

export type RadioGroupProps = Omit<AriaRadioGroupProps, "children" | "orientation"> &
  FieldChromeProps & {
    /** The `Radio`s, each with a `value`. */
    children?: ReactNode;
    orientation?: RadioGroupOrientation;
    ref?: Ref<HTMLDivElement>;
  };

/**
 * A labelled set of radios, one of which can be chosen. Tab enters the group at the chosen
 * radio; the arrow keys move and choose.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = "vertical",
  children,
  className,
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      orientation={orientation}
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
    </AriaRadioGroup>
  );
}
