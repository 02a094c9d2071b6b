import type { ServerErrors } from "@varco/ui";
import { useCallback, useRef, useState } from "react";

/**
 * The reasons a form was refused, shown next to their fields. A field's reasons go away as soon as
 * its value changes — not when it loses focus, which would move the submit button from under the
 * pointer between press and release. Reasons for fields the form does not have, and the overall
 * message, are announced at the top by the ui's Form (a new summary per refusal, so a repeated
 * refusal is announced again).
 */
export function useFormErrors() {
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [summary, setSummary] = useState<ServerErrors | null>(null);
  const controls = useRef(new Set<string>());

  const show = useCallback((errors: ServerErrors | null) => {
    const reasons = errors?.errors ?? {};
    setFields(reasons);
    const orphans = Object.entries(reasons).filter(([name]) => !controls.current.has(name));
    setSummary(
      errors?.message || orphans.length > 0
        ? { ...(errors?.message ? { message: errors.message } : {}), errors: Object.fromEntries(orphans) }
        : null,
    );
  }, []);

  const field = (name: string) => {
    controls.current.add(name);
    const reasons = fields[name];
    return {
      name,
      isInvalid: reasons !== undefined && reasons.length > 0,
      errorMessage: reasons?.join(" "),
      onChange: () =>
        setFields((current) => {
          if (!(name in current)) return current;
          const { [name]: _edited, ...others } = current;
          return others;
        }),
    };
  };

  return { show, field, summary };
}
