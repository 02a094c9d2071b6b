import type { ReactNode, Ref } from "react";
import { composeRenderProps, RadioButton, RadioField, type RadioFieldProps } from "react-aria-components";
import { cx } from "../../classNames";
import { FieldDescription } from "../Field";
import { circle, control, details, labelText, radioRoot } from "./RadioGroup.css";

export type RadioProps = Omit<RadioFieldProps, "children"> & {
  /** The label. */
  children?: ReactNode;
  /** Help text for this choice, read with it. */
  description?: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/** One choice of a RadioGroup. */
export function Radio({ children, description, className, ...rest }: RadioProps) {
  return (
    <RadioField {...rest} className={composeRenderProps(className, (custom) => cx(radioRoot, custom))}>
      <RadioButton className={control}>
        <span className={circle} aria-hidden />
        <span className={labelText}>{children}</span>
      </RadioButton>
      {description ? (
        <div className={details}>
          <FieldDescription>{description}</FieldDescription>
        </div>
      ) : null}
    </RadioField>
  );
}
