import type { ReactNode, Ref } from "react";
import { Group, type GroupProps, Input } from "react-aria-components";
import { cx } from "../../classNames";
import { bareInput, inputBox } from "./Field.css";
import { type FieldChromeProps, FieldFrame, splitFieldChrome } from "./FieldParts";

/** The parts of a react-aria field's state the box shows (its render props carry them). */
type FieldState = { isDisabled?: boolean; isInvalid?: boolean; isReadOnly?: boolean };

export type InputBoxProps = Omit<GroupProps, "className" | "children"> & {
  /** Mirrors the field's state on the box, for a box that is not itself a react-aria group. */
  fieldState?: FieldState;
  /** The field's own classes for the box, after the shared ones. */
  className?: string;
  /** The field's own classes for the input, after the shared ones. */
  inputClassName?: string;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  /** Before the input: an icon or a swatch. */
  start?: ReactNode;
  /** After the input: its buttons. */
  end?: ReactNode;
};

/**
 * The bordered box of a one-line field: what comes before the input, the input, what comes after.
 * It follows the field's state (focus, invalid, disabled) through react-aria's data attributes.
 */
export function InputBox({
  fieldState,
  className,
  inputClassName,
  inputRef,
  placeholder,
  start,
  end,
  ...group
}: InputBoxProps) {
  const mirrored = fieldState && {
    isDisabled: fieldState.isDisabled,
    isInvalid: fieldState.isInvalid,
    isReadOnly: fieldState.isReadOnly,
  };
  return (
    <Group {...mirrored} {...group} className={cx(inputBox, className)}>
      {start}
      <Input ref={inputRef} placeholder={placeholder} className={cx(bareInput, inputClassName)} />
      {end}
    </Group>
  );
}

export type TextInputFrameProps = FieldChromeProps &
  Omit<InputBoxProps, "role" | "fieldState"> & {
    /** The react-aria field's render props. */
    state: FieldState & { isRequired: boolean };
  };

/**
 * Label, box and texts of a one-line field whose react-aria field has no group of its own
 * (TextField, SearchField): the box only draws the border around its parts, so it takes no role
 * and mirrors the field's state itself.
 */
export function TextInputFrame({ state, ...props }: TextInputFrameProps) {
  const [chrome, box] = splitFieldChrome(props);
  return (
    <FieldFrame {...chrome} isRequired={state.isRequired}>
      <InputBox role="presentation" fieldState={state} {...box} />
    </FieldFrame>
  );
}
