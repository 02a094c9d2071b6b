import { useLingui } from "@lingui/react/macro";
import { isApiError, type SelfServiceEditResponse } from "@varco/domain";
import { Inline, NativeButton, NativeForm, NativeInput, Stack, Text } from "@varco/ui";
import { useEffect, useRef, useState } from "react";
import { serverUnreachable, somethingWentWrong } from "../../forms/callFailures";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { checkoutPath } from "./checkoutArea";
import { personSchema } from "./checkoutForm";

/** The order a buyer's self-service acts on, from its summary. */
export interface SelfServiceOrder {
  eventId: number;
  shortId: string;
}

interface Person {
  first_name: string;
  last_name: string;
  email: string;
}

/** A ticket's short id, or the order itself. */
type Whose = { ticket: string } | "order";

/**
 * "Change these details": the name and email of the buyer or of one ticket's holder, corrected by
 * the buyer from the order's summary (when the organiser allows it). A new email gives a new link:
 * the summary is opened again at it; otherwise it is drawn again with the change.
 */
export function SelfServiceEdit({
  order,
  whose,
  person,
  label,
}: {
  order: SelfServiceOrder;
  whose: Whose;
  person: Person;
  /** The button that opens the form. */
  label: string;
}) {
  const { t } = useLingui();
  const { apiUrlClient } = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  const fields = useRef<HTMLDivElement>(null);
  // Opened, the form takes the focus at its first field: the keyboard goes on from where it pressed.
  useEffect(() => {
    if (open) fields.current?.querySelector("input")?.focus();
  }, [open]);
  const labels = { first_name: t`First name`, last_name: t`Last name`, email: t`Email` };
  const form = useSchemaForm({
    schema: personSchema(["first_name", "last_name", "email"]),
    initial: () => ({ ...person }),
    labels,
    submit: async (body): Promise<SelfServiceEditResponse> => {
      const calls = await import("./selfServiceCalls");
      return whose === "order"
        ? calls.editOrder(apiUrlClient, order.eventId, order.shortId, body)
        : calls.editTicket(apiUrlClient, order.eventId, order.shortId, whose.ticket, body);
    },
    onSaved: (answer) => {
      if (whose === "order" && answer.new_short_id)
        window.location.assign(checkoutPath(order.eventId, answer.new_short_id, "summary"));
      else window.location.reload();
    },
    statuses: {
      403: t`The organiser of this event does not allow changes to orders.`,
      409: t`This ticket is cancelled: it cannot be changed.`,
      429: t`Too many changes to this order for now. Try again in an hour.`,
    },
  });
  const text = (name: keyof Person) => {
    const field = form.field(name);
    return {
      name,
      label: labels[name],
      value: field.value,
      onChange: (change: { currentTarget: { value: string } }) => field.onChange(change.currentTarget.value),
      error: field.isInvalid ? field.errorMessage : undefined,
    };
  };

  if (!open)
    return (
      <Inline gap="sm">
        <NativeButton variant="outline" onClick={() => setOpen(true)}>
          {label}
        </NativeButton>
      </Inline>
    );
  return (
    <NativeForm {...form.props}>
      <div ref={fields}>
        <Stack gap="sm">
          <Inline gap="md" wrap>
            <NativeInput {...text("first_name")} autoComplete="given-name" required maxLength={255} />
            <NativeInput {...text("last_name")} autoComplete="family-name" required maxLength={255} />
          </Inline>
          <NativeInput
            {...text("email")}
            type="email"
            autoComplete="email"
            required
            description={
              whose === "order"
                ? t`A new address gets a new link to this order; the old one stops working.`
                : t`A new address gets the ticket, with a new link; the old one stops working.`
            }
          />
          <Inline gap="sm">
            <NativeButton type="submit" disabled={form.isPending}>
              {t`Save the changes`}
            </NativeButton>
            <NativeButton variant="outline" onClick={() => setOpen(false)}>
              {t`Cancel`}
            </NativeButton>
          </Inline>
        </Stack>
      </div>
    </NativeForm>
  );
}

/** "Send it again": the order's confirmation, or one ticket, mailed again; the result said in words. */
export function SelfServiceResend({
  order,
  whose,
  to,
  label,
}: {
  order: SelfServiceOrder;
  whose: Whose;
  to: string;
  label: string;
}) {
  const { t, i18n } = useLingui();
  const { apiUrlClient } = useRuntimeConfig();
  const [state, setState] = useState<{ pending: boolean; said: string | null }>({
    pending: false,
    said: null,
  });
  const send = async () => {
    setState({ pending: true, said: null });
    try {
      const calls = await import("./selfServiceCalls");
      if (whose === "order") await calls.resendConfirmation(apiUrlClient, order.eventId, order.shortId);
      else await calls.resendTicket(apiUrlClient, order.eventId, order.shortId, whose.ticket);
      setState({ pending: false, said: t`Sent again to ${to}.` });
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      setState({
        pending: false,
        said:
          status === 429
            ? t`Sent too many times for now. Try again in an hour.`
            : status === 409
              ? t`This ticket cannot be sent: it is cancelled or not yet paid.`
              : i18n._(isApiError(error) && error.isNetworkError ? serverUnreachable : somethingWentWrong),
      });
    }
  };
  return (
    <Stack gap="xs">
      <Inline gap="sm">
        <NativeButton variant="outline" disabled={state.pending} onClick={() => void send()}>
          {label}
        </NativeButton>
      </Inline>
      <Text as="p" role="status" tone="muted">
        {state.said ?? ""}
      </Text>
    </Stack>
  );
}
