import { useLingui } from "@lingui/react/macro";
import { addressParts, type Question } from "@varco/domain";
import { Inline, NativeChoiceGroup, NativeInput, NativeSelect, NativeTextArea, Stack, Text } from "@varco/ui";
import { type ChangeEvent, useMemo } from "react";
import { countryOptions } from "../../format/countryCodes";
import { answerField, type CheckoutValues } from "./checkoutForm";

// The answer fields of the checkout's details step, also the organiser's to edit an attendee's
// answers: plain HTML controls (see `CheckoutDetails`), bound to a `useSchemaForm` of
// `CheckoutValues` whose answer fields are named by `answerField`.

/** What a question's control needs of the form. */
export interface SchemaForm {
  values: CheckoutValues;
  set: (name: string, value: CheckoutValues[string]) => void;
  refusal: (name: string) => { isInvalid: boolean; errorMessage: string | undefined };
}
/** A text field's props: its name, label, value, what typing does, and what is wrong with it. */
export interface PlainText {
  name: string;
  label: string;
  value: string;
  onChange: (change: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  error: string | undefined;
}
export type TextOf = (name: string) => PlainText;

/** The labels of an address's parts. */
export function useAddressLabels(): Record<(typeof addressParts)[number], string> {
  const { t } = useLingui();
  return {
    address_line_1: t`Address`,
    address_line_2: t`Address (continued)`,
    city: t`City`,
    state_or_region: t`State or region`,
    zip_or_postal_code: t`Postal code`,
    country: t`Country`,
  };
}

/**
 * An address's parts; the country chosen by name from a native list. `autoFill` lets the browser
 * fill it in (the buyer's own billing address, not an answer about someone else).
 */
export function AddressInputs({
  prefix,
  text,
  required,
  autoFill = false,
}: {
  prefix: string;
  text: TextOf;
  required: boolean;
  autoFill?: boolean;
}) {
  const { t, i18n } = useLingui();
  const fill = (token: string) => (autoFill ? token : "off");
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  const country = text(`${prefix}.country`);
  return (
    <Stack gap="md">
      <NativeInput
        {...text(`${prefix}.address_line_1`)}
        autoComplete={fill("address-line1")}
        required={required}
        maxLength={255}
      />
      <NativeInput
        {...text(`${prefix}.address_line_2`)}
        autoComplete={fill("address-line2")}
        maxLength={255}
      />
      <Inline gap="md" wrap>
        <NativeInput
          {...text(`${prefix}.city`)}
          autoComplete={fill("address-level2")}
          required={required}
          maxLength={85}
        />
        <NativeInput
          {...text(`${prefix}.state_or_region`)}
          autoComplete={fill("address-level1")}
          maxLength={255}
        />
        <NativeInput
          {...text(`${prefix}.zip_or_postal_code`)}
          autoComplete={fill("postal-code")}
          maxLength={20}
        />
      </Inline>
      <NativeSelect
        {...country}
        value={country.value.toUpperCase()}
        required={required}
        autoComplete={fill("country")}
        width="short"
      >
        <option value="">{t`Choose a country`}</option>
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </NativeSelect>
    </Stack>
  );
}

/** One question, with the control its type calls for. */
export function QuestionInput({
  owner,
  question,
  form,
  text,
}: {
  owner: string;
  question: Question;
  form: SchemaForm;
  text: TextOf;
}) {
  const { t } = useLingui();
  const field = answerField(owner, question);
  const description = question.description || undefined;
  const options = question.options ?? [];
  switch (question.type) {
    case "SINGLE_LINE_TEXT":
      return (
        <NativeInput
          {...text(field)}
          description={description}
          required={question.required}
          maxLength={255}
        />
      );
    case "MULTI_LINE_TEXT":
      return (
        <NativeTextArea
          {...text(field)}
          description={description}
          required={question.required}
          maxLength={255}
        />
      );
    case "CHECKBOX":
    case "RADIO": {
      const { isInvalid, errorMessage } = form.refusal(field);
      const value = form.values[field];
      const common = {
        name: field,
        label: question.title,
        description,
        required: question.required,
        options: options.map((option) => ({ value: option, label: option })),
        error: isInvalid ? errorMessage : undefined,
      };
      return question.type === "CHECKBOX" ? (
        <NativeChoiceGroup
          {...common}
          type="checkbox"
          value={Array.isArray(value) ? value : []}
          onChange={(chosen) => form.set(field, chosen)}
        />
      ) : (
        <NativeChoiceGroup
          {...common}
          type="radio"
          value={typeof value === "string" ? value : ""}
          onChange={(chosen) => form.set(field, chosen)}
        />
      );
    }
    case "DROPDOWN":
      return (
        <NativeSelect {...text(field)} description={description} required={question.required}>
          <option value="">{t`Choose…`}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      );
    case "DATE":
      // The browser's own date field: a calendar widget would weigh more than the rest of the page.
      return (
        <NativeInput
          {...text(field)}
          type="date"
          width="short"
          description={description}
          required={question.required}
        />
      );
    case "ADDRESS":
      return (
        <Stack gap="sm" as="fieldset">
          <legend>
            <Text weight="medium">{question.title}</Text>
          </legend>
          {description ? (
            <Text as="p" size="sm" tone="muted">
              {description}
            </Text>
          ) : null}
          <AddressInputs prefix={field} text={text} required={question.required} />
        </Stack>
      );
  }
}

/** A text control's props of a form's field (`field` and `set` of `useSchemaForm`). */
export function plainTextOf(form: {
  field: (name: string) => {
    value: unknown;
    label: string | undefined;
    isInvalid: boolean;
    errorMessage: string | undefined;
  };
  set: (name: string, value: CheckoutValues[string]) => void;
}): TextOf {
  return (name) => {
    const { value, label, isInvalid, errorMessage } = form.field(name);
    return {
      name,
      label: label ?? name,
      value: typeof value === "string" ? value : "",
      onChange: (change) => form.set(name, change.currentTarget.value),
      error: isInvalid ? errorMessage : undefined,
    };
  };
}

/** The labels of the answer fields of `questions` (an address's parts: "Question: City"). */
export function answerLabels(
  owner: string,
  questions: readonly Question[],
  addressLabels: Record<(typeof addressParts)[number], string>,
): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const question of questions) {
    const field = answerField(owner, question);
    labels[field] = question.title;
    if (question.type === "ADDRESS")
      for (const part of addressParts)
        labels[`${field}.${part}`] = `${question.title}: ${addressLabels[part]}`;
  }
  return labels;
}
