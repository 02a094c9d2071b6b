import { type ComponentPropsWithRef, useMemo, useRef } from "react";
import { mergeRefs } from "react-aria";
import { cx } from "../../classNames";
import { FormSummary, type ServerErrors, useFormSummary } from "../Form/FormSummary";
import { nativeForm } from "./NativeForm.css";

export type NativeFormProps = ComponentPropsWithRef<"form"> & {
  /**
   * The server's validation errors: `message`, and the reasons of fields the form has no control
   * for, are announced at the top (each control shows its own, as its `error`). Keep the object
   * stable between renders.
   */
  serverErrors?: ServerErrors | null;
};

/**
 * A plain HTML form for the plain controls (NativeInput, NativeSelect, NativeChoiceGroup…) of the
 * pages the server draws, with Form's summary of what the server refused at the top. The browser
 * does not check it (`noValidate`): the page checks it and says why in the visitor's language.
 */
export function NativeForm({ serverErrors, className, children, ref, ...rest }: NativeFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const mergedRef = useMemo(() => mergeRefs(formRef, ref), [ref]);
  const summary = useFormSummary(formRef, serverErrors);
  return (
    <form noValidate {...rest} ref={mergedRef} className={cx(nativeForm, className)}>
      <FormSummary {...summary} />
      {children}
    </form>
  );
}
