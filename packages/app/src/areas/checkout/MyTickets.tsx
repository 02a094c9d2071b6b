import { useLingui } from "@lingui/react/macro";
import type { Order, PublicEvent } from "@varco/domain";
import { Card, Heading, Link, NativeButton, NativeForm, NativeInput, Stack, Text } from "@varco/ui";
import { useState } from "react";
import { formatEventDates } from "../../format/EventDates";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { checkoutPath } from "./checkoutArea";
import { personSchema } from "./checkoutForm";

/**
 * "Find my tickets": the buyer gives the email they bought with and gets a link by mail that
 * lists their orders (never a list on this screen: only whoever reads that mailbox sees it).
 */
export function MyTicketsRequest({ expired = false }: { expired?: boolean }) {
  const { t } = useLingui();
  const { apiUrlClient } = useRuntimeConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const labels = { email: t`Email` };
  const form = useSchemaForm({
    schema: personSchema(["email"]),
    initial: () => ({ email: "" }),
    labels,
    submit: async (body) => {
      const { requestTicketLookup } = await import("./selfServiceCalls");
      return requestTicketLookup(apiUrlClient, body.email);
    },
    onSaved: (_answer, body) => setSentTo(body.email),
    statuses: { 429: t`Too many requests from this connection. Try again in an hour.` },
  });
  const email = form.field("email");
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{t`Find my tickets`}</Heading>
        <Text as="p" tone="muted">
          {expired
            ? t`This link has expired or is not valid. Ask for a new one: we will mail it to you.`
            : t`Enter the email address you bought with: we will mail you a link to your orders and tickets.`}
        </Text>
      </Stack>
      {sentTo ? (
        <Text as="p" role="status">
          {t`If there are tickets for ${sentTo}, we have sent a link to it. Check your mailbox; the link works for 24 hours.`}
        </Text>
      ) : (
        <NativeForm {...form.props}>
          <Stack gap="md">
            <NativeInput
              name="email"
              label={labels.email}
              type="email"
              autoComplete="email"
              required
              value={email.value}
              onChange={(change) => email.onChange(change.currentTarget.value)}
              error={email.isInvalid ? email.errorMessage : undefined}
            />
            <div>
              <NativeButton type="submit" disabled={form.isPending}>
                {t`Send me the link`}
              </NativeButton>
            </div>
          </Stack>
        </NativeForm>
      )}
    </Stack>
  );
}

/** The orders a mailed link lists: each with its event, when, its number and a way to its tickets. */
export function MyTicketsList({ orders }: { orders: (Order & { event?: PublicEvent })[] }) {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{t`My tickets`}</Heading>
        <Text as="p" tone="muted">
          {orders.length === 0
            ? t`There are no orders with tickets for this address any more.`
            : t`Your orders with tickets, the newest first. Open one to see, print or change its tickets.`}
        </Text>
      </Stack>
      <Stack as="ul" gap="md">
        {orders.map((order) => {
          const event = order.event;
          const number = order.public_id;
          return (
            <li key={order.short_id}>
              <Card title={event?.title ?? t`Order ${number}`} titleLevel={2}>
                <Stack gap="xs">
                  {event ? <Text as="p">{formatEventDates(event, bcp47)}</Text> : null}
                  <Text as="p" tone="muted">
                    {t`Order ${number}`}
                  </Text>
                  {event ? (
                    <Link href={checkoutPath(event.id, order.short_id, "summary")} variant="standalone">
                      {t`Open order ${number}`}
                    </Link>
                  ) : null}
                </Stack>
              </Card>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
