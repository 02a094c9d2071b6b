import { useLingui } from "@lingui/react/macro";
import type { ContactOrganizerBody } from "@varco/domain";
import { useContactOrganizer } from "@varco/domain/swr";
import { NativeButton, NativeForm, NativeInput, NativeTextArea, Stack, Text } from "@varco/ui";
import { useState } from "react";
import type { FormSchema, SchemaIssue } from "../../forms/fieldErrors";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { NoScriptNotice } from "../../shell/NoScriptNotice";

/** The longest name and message the server takes (its schema says the same). */
const maxNameLength = 255;
const maxMessageLength = 5000;

const blankOrTooLong = (field: string, value: string, maximum: number): SchemaIssue | null => {
  if (value === "")
    return {
      code: "too_small",
      origin: "string",
      minimum: 1,
      inclusive: true,
      path: [field],
      message: "",
      input: value,
    };
  if (value.length > maximum)
    return {
      code: "too_big",
      origin: "string",
      maximum,
      inclusive: true,
      path: [field],
      message: "",
      input: value,
    };
  return null;
};

/**
 * What the form checks before sending: each field filled, within the server's lengths, and an
 * address that looks like one (the server checks it fully). Not the domain's schema, which would
 * bring zod onto the public pages.
 */
const contactMessage: FormSchema<ContactOrganizerBody> = {
  safeParse(values) {
    const given = values as Partial<Record<keyof ContactOrganizerBody, string>>;
    const name = (given.name ?? "").trim();
    const email = (given.email ?? "").trim();
    const message = (given.message ?? "").trim();
    const issues = [
      blankOrTooLong("name", name, maxNameLength),
      email === ""
        ? blankOrTooLong("email", email, 1)
        : /^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(email)
          ? null
          : ({
              code: "invalid_format",
              format: "email",
              path: ["email"],
              message: "",
              input: email,
            } as SchemaIssue),
      blankOrTooLong("message", message, maxMessageLength),
    ].filter((issue): issue is SchemaIssue => issue !== null);
    return issues.length > 0
      ? { success: false, error: { issues } }
      : { success: true, data: { name, email, message } };
  },
};

const blank = { name: "", email: "", message: "" };

/** A visitor writes to the organiser: the server mails it to them, with the visitor's address to reply to. */
export function OrganizerContactForm({
  organizerId,
  organizerName,
  password,
}: {
  organizerId: number;
  organizerName: string;
  /** The password that opened a protected page: its form needs it too. */
  password?: string | undefined;
}) {
  const { t } = useLingui();
  const contact = useContactOrganizer();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: contactMessage,
    initial: blank,
    labels: { name: t`Your name`, email: t`Your email`, message: t`Message` },
    toBody: (values) => values,
    submit: (body) => contact.trigger(organizerId, body, password),
    saved: t`Message sent.`,
    onSaved: () => {
      form.reset(blank);
      setSent(true);
    },
  });

  const text = (name: keyof typeof blank) => {
    const { value, label, isInvalid, errorMessage } = form.field(name);
    return {
      name,
      label: label ?? name,
      value: typeof value === "string" ? value : "",
      onChange: (change: { currentTarget: { value: string } }) => form.set(name, change.currentTarget.value),
      error: isInvalid ? errorMessage : undefined,
    };
  };

  return (
    <Stack gap="md">
      {sent ? (
        <Text as="p" tone="success" role="status">
          {t`Thank you: ${organizerName} will answer you by email.`}
        </Text>
      ) : null}
      <NoScriptNotice />
      {/* Plain controls, as on the event page: the page the server draws takes them over at once. */}
      <NativeForm aria-label={t`Contact the organiser`} {...form.props}>
        <Stack gap="md">
          <NativeInput {...text("name")} autoComplete="name" required />
          <NativeInput {...text("email")} type="email" autoComplete="email" required />
          <NativeTextArea {...text("message")} rows={5} required />
          <NativeButton type="submit" disabled={form.isPending} aria-busy={form.isPending}>
            {t`Send message`}
          </NativeButton>
        </Stack>
      </NativeForm>
    </Stack>
  );
}
