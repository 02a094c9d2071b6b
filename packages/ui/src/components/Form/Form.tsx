import { type ReactNode, type Ref, useMemo, useRef } from "react";
import { mergeRefs } from "react-aria";
import { Form as AriaForm, type FormProps as AriaFormProps } from "react-aria-components";
import { cx } from "../../classNames";
import { form } from "./Form.css";
import { FormSummary, type ServerErrors, useFormSummary } from "./FormSummary";

export type { ServerErrors } from "./FormSummary";

export type FormProps = Omit<AriaFormProps, "children"> & {
  children?: ReactNode;
  /**
   * The server's validation errors. Each field whose `name` is a key shows its reasons and is
   * marked invalid until the user edits it; `message`, and reasons for fields the form does not
   * contain, are announced at the top. Keep the object stable between renders (store it in state).
   */
  serverErrors?: ServerErrors | null;
  ref?: Ref<HTMLFormElement>;
};

/**
 * A form that shows server-side validation errors where they belong. Fields use react-aria's
 * "aria" validation by default: errors show as the user types and do not block submission.
 */
export function Form({
  serverErrors,
  validationErrors,
  validationBehavior = "aria",
  className,
  children,
  ref,
  ...rest
}: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const mergedRef = useMemo(() => mergeRefs(formRef, ref), [ref]);
  const summary = useFormSummary(formRef, serverErrors);

  // One object per serverErrors: react-aria shows them again whenever the object changes.
  const errors = serverErrors?.errors;
  const fieldErrors = useMemo(
    () => (errors ? { ...validationErrors, ...errors } : validationErrors),
    [errors, validationErrors],
  );

  return (
    <AriaForm
      {...rest}
      ref={mergedRef}
      validationErrors={fieldErrors}
      validationBehavior={validationBehavior}
      className={cx(form, className)}
    >
      <FormSummary {...summary} />
      {children}
    </AriaForm>
  );
}
