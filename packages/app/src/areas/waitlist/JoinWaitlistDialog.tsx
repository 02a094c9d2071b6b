import { useLingui } from "@lingui/react/macro";
import { isApiError, type JoinedWaitlistEntry, type SupportedLocale, supportedLocales } from "@varco/domain";
import {
  Box,
  Heading,
  Inline,
  NativeButton,
  NativeForm,
  NativeInput,
  NativeSelect,
  Stack,
  Text,
  vars,
} from "@varco/ui";
import { type CSSProperties, useEffect, useId, useRef, useState } from "react";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { localeNames } from "../../i18n/localeNames";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { personSchema } from "../checkout/checkoutForm";
import type { Choice } from "../public/ticketSelection";
import { joinWaitlist } from "./waitlistCalls";

export interface JoinWaitlistDialogProps {
  /** The sold-out price whose line the visitor joins. */
  choice: Choice;
  /** The dialog closed (Escape, its Close button): the opener takes the focus back. */
  onClose: () => void;
}

// A native modal dialog: the browser keeps the focus inside and the page behind inert, Escape
// closes it. Its panel is drawn by the design system's Box, so the pages' one stylesheet grows by nothing.
const dialogStyle: CSSProperties = {
  padding: 0,
  border: 0,
  background: "none",
  color: "inherit",
  width: "min(32rem, calc(100% - 2rem))",
};

/** Join a sold-out price's waitlist: a name, an email and the language of the mails to come. */
export function JoinWaitlistDialog({ choice, onClose }: JoinWaitlistDialogProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [joined, setJoined] = useState<JoinedWaitlistEntry | null>(null);
  useEffect(() => {
    const shown = dialog.current;
    if (shown && !shown.open) shown.showModal();
  }, []);
  const close = () => dialog.current?.close();
  const product = choice.product.title;
  const label = choice.price.label;
  return (
    <dialog ref={dialog} aria-labelledby={headingId} style={dialogStyle} onClose={onClose}>
      <Box
        background="raised"
        border="default"
        radius="lg"
        padding="lg"
        style={{ boxShadow: vars.shadow.overlay }}
      >
        <Stack gap="md">
          <Stack gap="xxs">
            <Heading level={2} size="lg" id={headingId}>
              {t`Join the waitlist`}
            </Heading>
            <Text as="p" tone="muted">
              {label ? t`${product} – ${label}` : product}
            </Text>
          </Stack>
          {joined ? (
            <Joined entry={joined} close={close} />
          ) : (
            <JoinForm choice={choice} onJoined={setJoined} close={close} />
          )}
        </Stack>
      </Box>
    </dialog>
  );
}

function JoinForm({
  choice,
  onJoined,
  close,
}: {
  choice: Choice;
  onJoined: (entry: JoinedWaitlistEntry) => void;
  close: () => void;
}) {
  const { t } = useLingui();
  const { apiUrlClient } = useRuntimeConfig();
  const { locale } = useLocaleControls();
  const labels = {
    first_name: t`First name`,
    last_name: t`Last name (optional)`,
    email: t`Email`,
    locale: t`Language of the emails`,
  };
  const form = useSchemaForm({
    schema: personSchema(["first_name", "email"]),
    initial: () => ({ first_name: "", last_name: "", email: "", locale: locale as string }),
    labels,
    submit: (body): Promise<JoinedWaitlistEntry> =>
      joinWaitlist(apiUrlClient, choice.product.event_id, {
        ...body,
        product_price_id: choice.price.id,
        last_name: form.values.last_name.trim() || undefined,
        locale: form.values.locale as SupportedLocale,
      }),
    onSaved: onJoined,
    statuses: { 429: t`Too many tries from this connection. Try again in a minute.` },
    // Said next to the address it concerns (the server's reason is the same sentence).
    onFailed: (error) => {
      if (isApiError(error) && error.status === 409)
        form.showErrors({
          errors: { email: [t`This email address is already on the waitlist for this ticket.`] },
        });
    },
  });
  const text = (name: "first_name" | "last_name" | "email") => {
    const field = form.field(name);
    return {
      name,
      label: labels[name],
      value: field.value,
      onChange: (change: { currentTarget: { value: string } }) => form.set(name, change.currentTarget.value),
      error: field.isInvalid ? field.errorMessage : undefined,
    };
  };
  const language = form.field("locale");
  return (
    <NativeForm {...form.props}>
      <Stack gap="md">
        <NativeInput {...text("first_name")} autoComplete="given-name" required maxLength={100} />
        <NativeInput {...text("last_name")} autoComplete="family-name" maxLength={100} />
        <NativeInput {...text("email")} type="email" autoComplete="email" required />
        <NativeSelect
          name="locale"
          label={labels.locale}
          value={language.value}
          onChange={(change) => form.set("locale", change.currentTarget.value)}
        >
          {supportedLocales.map((each) => (
            <option key={each} value={each} lang={each}>
              {localeNames[each]}
            </option>
          ))}
        </NativeSelect>
        <Inline gap="sm" wrap>
          <NativeButton type="submit" disabled={form.isPending} aria-busy={form.isPending}>
            {t`Join the waitlist`}
          </NativeButton>
          <NativeButton variant="outline" onClick={close}>
            {t`Cancel`}
          </NativeButton>
        </Inline>
      </Stack>
    </NativeForm>
  );
}

function Joined({ entry, close }: { entry: JoinedWaitlistEntry; close: () => void }) {
  const { t } = useLingui();
  const said = useRef<HTMLParagraphElement>(null);
  // The form the focus was in is gone: the news takes it, and is read out.
  useEffect(() => said.current?.focus(), []);
  const { position, email } = entry;
  return (
    <Stack gap="md" align="start">
      <Text as="p" role="status" tabIndex={-1} ref={said}>
        {t`You are on the waitlist, number ${position} in line. We have sent a confirmation to ${email}, with a link to leave the list at any time.`}
      </Text>
      <Text as="p" tone="muted">
        {t`If a ticket frees up for you, we will email you: it is then held for you for a limited time.`}
      </Text>
      <NativeButton onClick={close}>{t`Close`}</NativeButton>
    </Stack>
  );
}
