import { Check, Minus } from "lucide-react";
import type { ReactNode, Ref } from "react";
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
  composeRenderProps,
} from "react-aria-components";
import { cx } from "../../classNames";
import { type FieldChromeProps, FieldDescription, FieldErrorText, requiredMark } from "../Field";
import { box, control, details, labelText, mark, root } from "./Checkbox.css";

export type CheckboxProps = Omit<CheckboxFieldProps, "children"> & {
  /** The label. */
  children?: ReactNode;
  description?: ReactNode;
  /** Shown when the checkbox is invalid; inside a CheckboxGroup the group shows the error. */
  errorMessage?: FieldChromeProps["errorMessage"];
  ref?: Ref<HTMLDivElement>;
};

/** A checkbox with its label, optional help text and error. Alone or inside a CheckboxGroup. */
export function Checkbox({ children, description, errorMessage, className, ...rest }: CheckboxProps) {
  return (
    <CheckboxField {...rest} className={composeRenderProps(className, (custom) => cx(root, custom))}>
      {({ isRequired }) => (
        <>
          <CheckboxButton className={control}>
            {({ isSelected, isIndeterminate }) => (
              <>
                <span className={box} aria-hidden>
                  {isIndeterminate ? (
                    <Minus className={mark} size={14} strokeWidth={3} />
                  ) : isSelected ? (
                    <Check className={mark} size={14} strokeWidth={3} />
                  ) : null}
                </span>
                <span className={labelText}>
                  {children}
                  {isRequired ? (
                    <span className={requiredMark} aria-hidden>
                      *
                    </span>
                  ) : null}
                </span>
              </>
            )}
          </CheckboxButton>
          <div className={details}>
            <FieldDescription>{description}</FieldDescription>
            <FieldErrorText>{errorMessage}</FieldErrorText>
          </div>
        </>
      )}
    </CheckboxField>
  );
}
