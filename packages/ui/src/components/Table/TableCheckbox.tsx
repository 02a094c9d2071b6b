import { Check, Minus } from "lucide-react";
import { Checkbox, type CheckboxProps } from "react-aria-components";
import { checkbox, checkboxBox } from "./Table.css";

/**
 * The table's own selection checkbox (slot="selection": react-aria wires it to the row or to
 * "select all"). Kept local so the table does not depend on the form components.
 */
export function TableCheckbox(props: Omit<CheckboxProps, "children" | "className">) {
  return (
    <Checkbox {...props} slot="selection" className={checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={checkboxBox} aria-hidden>
          {isIndeterminate ? (
            <Minus size={14} strokeWidth={3} />
          ) : isSelected ? (
            <Check size={14} strokeWidth={3} />
          ) : null}
        </span>
      )}
    </Checkbox>
  );
}
