import { CircleAlert } from "lucide-react";
import { type ReactNode, type Ref, useLayoutEffect, useMemo, useRef, useState } from "react";
import { mergeRefs } from "react-aria";
import { Form as AriaForm, type FormProps as AriaFormProps } from "react-aria-components";
import { cx } from "../../classNames";
import { form, summary, summaryIcon, summaryList, summaryMessage, summaryText } from "./Form.css";

/** The body of the API's 422 response: a summary and, per field name, the reasons it was refused. */
export type ServerErrors = {
  message?: string;
  errors?: Record<string, string[]>;
};

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

/** Names of the erroneous fields that have no control in the form. */
function namesWithoutControl(formElement: HTMLFormElement | null, names: string[]): string[] {
  if (!formElement) return [];
  return names.filter((name) => formElement.elements.namedItem(name) === null);
}

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

  // One object per serverErrors: react-aria shows them again whenever the object changes.
  const errors = serverErrors?.errors;
  const fieldErrors = useMemo(
    () => (errors ? { ...validationErrors, ...errors } : validationErrors),
    [errors, validationErrors],
  );

  // Which errors have no field to show them is only known once the fields are in the DOM.
  const [orphanNames, setOrphanNames] = useState<string[]>([]);
  useLayoutEffect(() => {
    const names = namesWithoutControl(formRef.current, Object.keys(errors ?? {}));
    setOrphanNames((current) => (current.join("\n") === names.join("\n") ? current : names));
  }, [errors]);

  // Each new response gets a fresh alert, so a repeated message is announced again.
  const [response, setResponse] = useState({ serverErrors, round: 0 });
  if (response.serverErrors !== serverErrors) setResponse({ serverErrors, round: response.round + 1 });

  const message = serverErrors?.message;
  const orphanReasons = orphanNames.flatMap((name) =>
    (errors?.[name] ?? []).map((reason, index) => ({ key: `${name}:${index}`, reason })),
  );
  const hasSummary = Boolean(message) || orphanReasons.length > 0;

  return (
    <AriaForm
      {...rest}
      ref={mergedRef}
      validationErrors={fieldErrors}
      validationBehavior={validationBehavior}
      className={cx(form, className)}
    >
      {hasSummary ? (
        <div key={response.round} role="alert" className={summary}>
          <span className={summaryIcon} aria-hidden>
            <CircleAlert size={18} />
          </span>
          <div className={summaryText}>
            {message ? <p className={summaryMessage}>{message}</p> : null}
            {orphanReasons.length > 0 ? (
              <ul className={summaryList}>
                {orphanReasons.map(({ key, reason }) => (
                  <li key={key}>{reason}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : null}
      {children}
    </AriaForm>
  );
}
