import { useLingui } from "@lingui/react/macro";
import { useCheckHomepagePassword } from "@varco/domain/swr";
import { Button, Form, Heading, PasswordField, Stack, Text } from "@varco/ui";
import type { FormSchema } from "../../forms/fieldErrors";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { NoScriptNotice } from "../../shell/NoScriptNotice";

/** Where a visit keeps an organiser page's password: this tab, until it closes. */
const storageKey = (organizerId: number) => `varco.homepagePassword.${organizerId}`;

export function rememberedHomepagePassword(organizerId: number): string | undefined {
  try {
    return sessionStorage.getItem(storageKey(organizerId)) ?? undefined;
  } catch {
    return undefined;
  }
}

function rememberHomepagePassword(organizerId: number, password: string | undefined) {
  try {
    if (password === undefined) sessionStorage.removeItem(storageKey(organizerId));
    else sessionStorage.setItem(storageKey(organizerId), password);
  } catch {
    // Storage refused (private mode): the password still opens the page until it is reloaded.
  }
}

/**
 * Only that a password was typed, as typed (its spaces are part of it): the server checks the rest.
 * Not the domain's schema, which would bring zod onto the public pages.
 */
const typedPassword: FormSchema<{ password: string }> = {
  safeParse(values) {
    const { password = "" } = values as { password?: string };
    return password === ""
      ? {
          success: false,
          error: { issues: [{ code: "custom", path: ["password"], message: "", input: password }] },
        }
      : { success: true, data: { password } };
  },
};

/**
 * A password-protected organiser page asks for its password; the server checks it, and the page
 * remembers it for the visit (sessionStorage) before reading the page with it.
 */
export function HomepagePasswordForm({
  organizerId,
  onUnlocked,
}: {
  organizerId: number;
  onUnlocked: (password: string) => void;
}) {
  const { t } = useLingui();
  const check = useCheckHomepagePassword();
  const form = useSchemaForm({
    schema: typedPassword,
    initial: { password: "" },
    labels: { password: t`Password` },
    toBody: (values) => values,
    reasons: { password: t`Enter the password.` },
    serverReasons: { password: t`That password is not right.` },
    submit: (body) => check.trigger(organizerId, body),
    onSaved: (_answer, { password }) => {
      rememberHomepagePassword(organizerId, password);
      onUnlocked(password);
    },
  });

  return (
    <Stack gap="md" maxWidth="md">
      <Heading level={1}>{t`This page is protected`}</Heading>
      <Text as="p">{t`Enter the password the organiser gave you to see their events.`}</Text>
      <NoScriptNotice />
      <Form {...form.props}>
        <Stack gap="md">
          <PasswordField {...form.field("password")} autoComplete="off" isRequired />
          <Button type="submit" isPending={form.isPending}>
            {t`Show the page`}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
