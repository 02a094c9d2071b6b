import type { ReactNode, Ref } from "react";
import { composeRenderProps, SwitchButton, SwitchField, type SwitchFieldProps } from "react-aria-components";
import { cx } from "../../classNames";
import { type FieldChromeProps, FieldDescription, FieldErrorText } from "../Field";
import { control, details, labelText, root, thumb, track } from "./Switch.css";
import type { SwitchLabelPlacement } from "./switchLabelPlacements";

export type SwitchProps = Omit<SwitchFieldProps, "children"> & {
  /** The label: what the switch turns on. */
  children?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldChromeProps["errorMessage"];
  labelPlacement?: SwitchLabelPlacement;
  ref?: Ref<HTMLDivElement>;
};

/** An on/off setting that takes effect at once. Space toggles it from the keyboard. */
export function Switch({
  children,
  description,
  errorMessage,
  labelPlacement = "end",
  className,
  ...rest
}: SwitchProps) {
  return (
    <SwitchField {...rest} className={composeRenderProps(className, (custom) => cx(root, custom))}>
      <SwitchButton className={control({ labelPlacement })}>
        <span className={track} aria-hidden>
          <span className={thumb} />
        </span>
        <span className={labelText}>{children}</span>
      </SwitchButton>
      <div className={details({ labelPlacement })}>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </div>
    </SwitchField>
  );
}
