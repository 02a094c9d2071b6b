import { useLingui } from "@lingui/react/macro";
import { isApiError } from "@varco/domain";
import { useCheckHomepagePassword } from "@varco/domain/swr";
import { Button, Form, Heading, PasswordField, Stack, Text } from "@varco/ui";
import type { FormEvent } from "react";
import { errorsOfFailedCall } from "../../forms/fieldErrors";
import { useFormErrors } from "../../forms/useFormErrors";

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
  const { t, i18n } = useLingui();
  const check = useCheckHomepagePassword();
  const errors = useFormErrors();
  const labels = { password: t`Password` };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // As typed: a password's spaces are part of it.
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (password === "") {
      errors.show({ errors: { password: [t`Enter the password.`] } });
      return;
    }
    errors.show(null);
    check.trigger(organizerId, { password }).then(
      () => {
        rememberHomepagePassword(organizerId, password);
        onUnlocked(password);
      },
      (error: unknown) =>
        errors.show(
          isApiError(error) && error.status === 422
            ? { errors: { password: [t`That password is not right.`] } }
            : errorsOfFailedCall(error, i18n),
        ),
    );
  };

  return (
    <Stack gap="md" style={{ maxWidth: 420 }}>
      <Heading level={1}>{t`This page is protected`}</Heading>
      <Text as="p">{t`Enter the password the organiser gave you to see their events.`}</Text>
      <Form serverErrors={errors.summary} onSubmit={onSubmit}>
        <Stack gap="md">
          <PasswordField
            {...errors.field("password")}
            label={labels.password}
            autoComplete="off"
            isRequired
          />
          <Button type="submit" isPending={check.isMutating}>
            {t`Show the page`}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
