import { useLingui } from "@lingui/react/macro";
import {
  type Event,
  type UpdateEventSettingsBody,
  updateEventSettingsSchema,
  waitlistOfferTimeoutMinutes,
} from "@varco/domain";
import { useUpdateEventSettings } from "@varco/domain/swr";
import { Card, Form, NumberField, Stack, Switch } from "@varco/ui";
import { FormActions } from "../../forms/FormActions";
import { useSchemaForm } from "../../forms/useSchemaForm";

/** The waitlist's settings, with the server's defaults where none was saved. */
function valuesOf(settings: Event["settings"]) {
  return {
    waitlist_auto_process: settings?.waitlist_auto_process ?? true,
    waitlist_offer_timeout_minutes:
      settings?.waitlist_offer_timeout_minutes ?? waitlistOfferTimeoutMinutes.default,
  };
}

/**
 * The event's waitlist (a product opts in with its own switch): whether a freed ticket is offered
 * to the next person by itself or by the organiser's hand, and how long an offer holds the ticket.
 * Saved with `PATCH events/{id}/settings`.
 */
export function WaitlistSettingsCard({ event }: { event: Event }) {
  const { t } = useLingui();
  const update = useUpdateEventSettings();
  const { min, max } = waitlistOfferTimeoutMinutes;
  const form = useSchemaForm({
    schema: updateEventSettingsSchema,
    initial: () => valuesOf(event.settings),
    labels: {
      waitlist_auto_process: t`Offer freed tickets automatically`,
      waitlist_offer_timeout_minutes: t`Minutes an offer holds the ticket`,
    },
    // An emptied field is sent as it is (NaN is no number), for the schema to refuse by name.
    toBody: (values) => values,
    submit: (body: UpdateEventSettingsBody) => update.trigger(event.id, body),
    saved: t`Waitlist settings saved.`,
    onSaved: (answer) => form.reset(valuesOf(answer)),
  });

  return (
    <Card
      id="waitlist"
      title={t`Waitlist`}
      titleLevel={2}
      description={t`Tickets whose product has "Waitlist when sold out" on take a waitlist once sold out: a ticket that frees up is offered to the first person waiting, by email.`}
    >
      <Form {...form.props}>
        <Stack gap="md">
          <Switch
            {...form.toggle("waitlist_auto_process")}
            description={t`Off: you offer freed tickets yourself from the Waitlist page.`}
          />
          <NumberField
            {...form.field("waitlist_offer_timeout_minutes")}
            minValue={min}
            maxValue={max}
            description={t`How long the person has to buy before the ticket passes to the next person: at most a week (${max} minutes).`}
          />
          <FormActions isPending={form.isPending} align="end" label={t`Save waitlist settings`} />
        </Stack>
      </Form>
    </Card>
  );
}
