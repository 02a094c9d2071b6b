import { useLingui } from "@lingui/react/macro";
import { type ServerErrors, toasts } from "@varco/ui";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  errorsOfFailedCall,
  type FieldLabels,
  type FieldReasons,
  type FormSchema,
  validate,
} from "./fieldErrors";
import { loadServerReasons, serverReasonsLoaded } from "./reasonWords";

export interface SchemaFormOptions<Values extends object, Body, Result> {
  /** The domain schema the server checks the same body with. */
  schema: FormSchema<Body>;
  /** What the fields start with (the saved resource, or blanks). */
  initial: Values | (() => Values);
  /** Field labels on screen, by field name: they name the field in its refusals too. */
  labels: FieldLabels;
  /** Shapes the values as the schema wants them (trim, empty → null, nest); by default blanks are left out. */
  toBody?: (values: Values) => unknown;
  /** The write: resolves with the answer, rejects with the call's error. */
  submit: (body: Body) => Promise<Result>;
  /** The success toast. */
  saved?: string | ((result: Result) => string);
  /** After a successful write (navigate, close a dialog, take the answer's values). */
  onSaved?: (result: Result, body: Body) => void;
  /** After a failed write, once its refusals are shown. */
  onFailed?: (error: unknown) => void;
  /** Refusals only this form can explain, by field (see `FieldReasons`). */
  reasons?: FieldReasons;
  /** What the server's 422 on a field means here, where it differs from `reasons` (a wrong code). */
  serverReasons?: FieldReasons;
  /** What the statuses this form expects mean here (401 at sign-in…). */
  statuses?: Partial<Record<number, string>>;
  /** Every field read-only (someone who may look but not change). */
  isReadOnly?: boolean;
}

/** A copy of the values without the empty strings, so the schema sees blank fields as absent. */
export function withoutBlanks(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
}

type FieldName<Values> = Extract<keyof Values, string>;

/** The props `form.field(name)` gives a text control. */
export interface TextBinding {
  name: string;
  label: string | undefined;
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  isReadOnly: boolean | undefined;
}

/** The props `form.choice(name)` gives a Select or ComboBox. */
export interface ChoiceBinding {
  name: string;
  label: string | undefined;
  selectedKey: ChoiceKey | null;
  onSelectionChange: (key: ChoiceKey | null) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  isReadOnly: boolean | undefined;
}

/** What a group of fields several forms share (an address, a new password) needs of its form. */
export interface FormFields<Text extends string, Choice extends string = never> {
  field(name: Text): TextBinding;
  choice(name: Choice): ChoiceBinding;
}

/** The key of an item of a Select or ComboBox. */
type ChoiceKey = string | number;

/**
 * One form: the values, each field's props, and the submit that checks the values with the
 * domain schema → shows each refusal next to its field → runs the write → says it worked with a
 * toast, or shows the server's 422 on the fields it names. A field's refusal goes away as soon
 * as its value changes — not when it loses focus, which would move the submit button from under
 * the pointer between press and release. Refusals of fields the form does not show, and the
 * overall message, are announced at the top by the ui's `Form` (`form.props.serverErrors`).
 * A refused submit (by the page or by the server) says so at the top too, and takes the buyer to
 * the first field refused: focused and scrolled into view (on a phone the button pressed is far
 * below the top and its summary).
 */
export function useSchemaForm<Values extends object, Body, Result>(
  options: SchemaFormOptions<Values, Body, Result>,
) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState<Values>(options.initial);
  const formRef = useRef<HTMLFormElement>(null);
  // Counts the refusals shown: each one, once drawn, takes the focus to its first field.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) showFirstRefused(formRef.current);
  }, [refusals]);
  const [refused, setRefused] = useState<Record<string, string[]>>({});
  const [summary, setSummary] = useState<ServerErrors | null>(null);
  const [isPending, setPending] = useState(false);
  const shown = useRef(new Set<string>());
  const latest = useRef(options);
  latest.current = options;
  shown.current.clear();

  const showErrors = (errors: ServerErrors | null) => {
    const reasons = errors?.errors ?? {};
    setRefused(reasons);
    const orphans = Object.entries(reasons).filter(([name]) => !shown.current.has(name));
    const refused = Object.keys(reasons).length > 0;
    // Fields refused with nothing else to say: the top says so, for who cannot see the marks.
    const message =
      errors?.message || (refused ? t`Some fields need your attention: they are marked below.` : "");
    setSummary(
      message || orphans.length > 0
        ? { ...(message ? { message } : {}), errors: Object.fromEntries(orphans) }
        : null,
    );
    if (errors && (refused || errors.message)) setRefusals((count) => count + 1);
  };

  const forget = (name: string) =>
    setRefused((current) => {
      if (!(name in current)) return current;
      const { [name]: _edited, ...others } = current;
      return others;
    });

  const set = <Name extends FieldName<Values>>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    forget(name);
  };

  /** Runs the write with a body already checked (a second try with one more choice, for instance). */
  const send = async (body: Body) => {
    const {
      submit,
      saved,
      onSaved,
      onFailed,
      labels,
      reasons,
      serverReasons = reasons,
      statuses,
    } = latest.current;
    showErrors(null);
    setPending(true);
    let result: Result;
    try {
      result = await submit(body);
    } catch (error) {
      await loadServerReasons(i18n);
      setPending(false);
      showErrors(errorsOfFailedCall(error, i18n, { labels, reasons: serverReasons, statuses }));
      onFailed?.(error);
      return;
    }
    setPending(false);
    if (saved) toasts.show({ tone: "success", message: typeof saved === "function" ? saved(result) : saved });
    onSaved?.(result, body);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { schema, toBody = withoutBlanks } = latest.current;
    const body = toBody(values);
    const check = () => {
      const { labels, reasons = {} } = latest.current;
      return validate(schema, body, labels, reasons, i18n);
    };
    const checked = check();
    if (checked.ok) {
      void send(checked.body);
      return;
    }
    // The refusals' words load before the first one is said (they are not in the first visit).
    if (serverReasonsLoaded(i18n)) showErrors(checked.errors);
    else
      void loadServerReasons(i18n).then(() => {
        const again = check();
        if (!again.ok) showErrors(again.errors);
      });
  };

  /** What every kind of control shares: its name, label, refusal and whether it can change. */
  const chrome = (name: string) => {
    shown.current.add(name);
    const reasons = refused[name];
    return {
      label: options.labels[name],
      isInvalid: reasons !== undefined && reasons.length > 0,
      errorMessage: reasons?.join(" "),
      isReadOnly: options.isReadOnly,
    };
  };

  return {
    values,
    set,
    /** Replaces every value (an answer read back after saving). */
    reset: setValues,
    isPending,
    send,
    showErrors,
    /**
     * For the ui's `Form`: `<Form {...form.props}>`. Posted, never sent with GET: before a page's
     * script runs (or without one), a browser would put the values in the address, a password
     * into the history and the server's logs.
     */
    props: { onSubmit, serverErrors: summary, method: "post" as const, ref: formRef },
    /** A control with `value`/`onChange`: TextField, TextArea, PasswordField, NumberField, CheckboxGroup. */
    field: <Name extends FieldName<Values>>(name: Name) => ({
      ...chrome(name),
      name,
      value: values[name],
      onChange: (value: Values[Name]) => set(name, value),
    }),
    /**
     * The refusal of a field the form keeps below its values (a row of a list: `prices.1.label`),
     * for a control bound by hand: `isInvalid` and `errorMessage`.
     */
    refusal: (name: string) => {
      const { label: _label, isReadOnly: _readOnly, ...rest } = chrome(name);
      return rest;
    },
    /** Drops a field's refusal once the user changed it by hand (see `refusal`). */
    forget,
    /** A Switch: the label is its content. */
    toggle: <Name extends FieldName<Values>>(name: Name) => {
      const { label, ...rest } = chrome(name);
      return {
        ...rest,
        children: label,
        isSelected: values[name] as boolean,
        onChange: (value: boolean) => set(name, value as Values[Name]),
      };
    },
    /** A Select or ComboBox: one key of its items. */
    choice: <Name extends FieldName<Values>>(name: Name) => ({
      ...chrome(name),
      name,
      selectedKey: values[name] as ChoiceKey | null,
      onSelectionChange: (key: ChoiceKey | null) => {
        if (key !== null) set(name, key as Values[Name]);
      },
    }),
  };
}

/**
 * Takes the focus to the first control the form marks refused, in the page's order, and scrolls
 * it to the middle of the screen (its label above it shows too); the summary at the top when no
 * control is marked (the reason concerns the whole form).
 */
function showFirstRefused(form: HTMLFormElement | null): void {
  const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  // A group (of checkboxes, of radios) is marked as a whole: its first control takes the focus.
  const control = marked?.matches("input, select, textarea, button")
    ? marked
    : (marked?.querySelector<HTMLElement>("input, select, textarea, button") ?? marked);
  const target = control ?? form?.querySelector<HTMLElement>('[role="alert"]');
  if (!target) return;
  if (!control) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: "center" });
}
