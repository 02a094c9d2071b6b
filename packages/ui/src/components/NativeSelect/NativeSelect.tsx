import type { ComponentPropsWithRef, ReactNode } from "react";
import { cx } from "../../classNames";
import { NativeField } from "../NativeInput/NativeField";
import { select, width as widthClass } from "./NativeSelect.css";

export type NativeSelectProps = Omit<ComponentPropsWithRef<"select">, "multiple"> & {
  /** The visible label, naming the list. */
  label: ReactNode;
  /** A hint under the list (what to choose). */
  description?: ReactNode;
  /** What is wrong with the choice, shown under it; marks the list invalid. */
  error?: ReactNode;
  /** `short` for a few short options; by default the container's width. */
  width?: "full" | "short";
};

/**
 * A native drop-down list with the design system's field look and a label: drawn the same by the
 * server and in the browser, usable before any script runs, and the phone's own picker on a
 * phone. Pass the `<option>`s as children (a first empty one for "nothing chosen yet"). For the
 * signed-in areas prefer Select.
 */
export function NativeSelect({
  label,
  description,
  error,
  width = "full",
  id,
  className,
  style,
  children,
  "aria-describedby": describedBy,
  ...rest
}: NativeSelectProps) {
  return (
    <NativeField {...{ label, description, error, id, describedBy, className, style }}>
      {(control) => (
        <select {...rest} {...control} className={cx(select, widthClass[width])}>
          {children}
        </select>
      )}
    </NativeField>
  );
}
