import { CircleAlert } from "lucide-react";
import { type RefObject, useLayoutEffect, useState } from "react";
import { summary, summaryIcon, summaryList, summaryMessage, summaryText } from "./Form.css";

/** The body of the API's 422 response: a summary and, per field name, the reasons it was refused. */
export type ServerErrors = {
  message?: string;
  errors?: Record<string, string[]>;
};

/** Names of the erroneous fields that have no control in the form. */
function namesWithoutControl(formElement: HTMLFormElement | null, names: string[]): string[] {
  if (!formElement) return [];
  return names.filter((name) => formElement.elements.namedItem(name) === null);
}

/**
 * What the top of a form (Form, NativeForm) says: the server's message, and the reasons of fields
 * the form has no control for. Called by the form itself, whose ref is set by the time its effect
 * runs (a child's effect would run before it).
 */
export function useFormSummary(
  formRef: RefObject<HTMLFormElement | null>,
  serverErrors: ServerErrors | null | undefined,
): FormSummaryProps {
  const errors = serverErrors?.errors;
  // Which errors have no field to show them is only known once the fields are in the DOM.
  const [orphanNames, setOrphanNames] = useState<string[]>([]);
  useLayoutEffect(() => {
    const names = namesWithoutControl(formRef.current, Object.keys(errors ?? {}));
    setOrphanNames((current) => (current.join("\n") === names.join("\n") ? current : names));
  }, [errors, formRef]);

  // Each new response gets a fresh alert, so a repeated message is announced again.
  const [response, setResponse] = useState({ serverErrors, round: 0 });
  if (response.serverErrors !== serverErrors) setResponse({ serverErrors, round: response.round + 1 });

  const orphanReasons = orphanNames.flatMap((name) =>
    (errors?.[name] ?? []).map((reason, index) => ({ key: `${name}:${index}`, reason })),
  );
  return { message: serverErrors?.message, orphanReasons, round: response.round };
}

export interface FormSummaryProps {
  message: string | undefined;
  orphanReasons: { key: string; reason: string }[];
  /** Which response it is: each gets a fresh alert, so a repeated message is announced again. */
  round: number;
}

/** The top of a form: what `useFormSummary` found, as an alert; nothing when all is well. */
export function FormSummary({ message, orphanReasons, round }: FormSummaryProps) {
  if (!message && orphanReasons.length === 0) return null;
  return (
    <div key={round} role="alert" className={summary}>
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
  );
}
