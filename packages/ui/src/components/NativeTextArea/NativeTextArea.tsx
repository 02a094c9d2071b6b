import type { ComponentPropsWithRef, ReactNode } from "react";
import { NativeField } from "../NativeInput/NativeField";
import { textArea } from "./NativeTextArea.css";

export type NativeTextAreaProps = Omit<ComponentPropsWithRef<"textarea">, "children"> & {
  /** The visible label, naming the text. */
  label: ReactNode;
  /** A hint under the text. */
  description?: ReactNode;
  /** What is wrong with the text, shown under it; marks it invalid. */
  error?: ReactNode;
};

/**
 * A native multi-line text field with the design system's field look and a label: drawn the same
 * by the server and in the browser. Keeps no state. For the signed-in areas prefer TextArea.
 */
export function NativeTextArea({
  label,
  description,
  error,
  id,
  rows = 3,
  className,
  style,
  "aria-describedby": describedBy,
  ...rest
}: NativeTextAreaProps) {
  return (
    <NativeField {...{ label, description, error, id, describedBy, className, style }}>
      {(control) => <textarea {...rest} {...control} rows={rows} className={textArea} />}
    </NativeField>
  );
}
