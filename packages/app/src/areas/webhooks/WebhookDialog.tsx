import { useLingui } from "@lingui/react/macro";
import {
  type Webhook,
  type WebhookBody,
  type WebhookEventType,
  type WebhookScope,
  type WebhookStatus,
  webhookBodySchema,
} from "@varco/domain";
import { useCreateWebhook, useUpdateWebhook } from "@varco/domain/swr";
import {
  Button,
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  Heading,
  Inline,
  Select,
  Stack,
  TextField,
} from "@varco/ui";
import { useId } from "react";
import { FormDialog } from "../../forms/FormDialog";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useWebhookWords, type WebhookEventGroup, webhookEventGroups } from "./webhookWords";

interface WebhookDialogProps {
  scope: WebhookScope;
  existing: Webhook | null;
  onDone: () => void;
  /** A new webhook, with the secret its answer shows this once. */
  onCreated: (webhook: Webhook) => void;
}

/**
 * Adds a webhook or changes one: the address we send to, whether it is active, and which events it
 * is told about, by kind (orders, attendees…), each kind with a button that selects all of it.
 */
export function WebhookDialog({ scope, existing, onDone, onCreated }: WebhookDialogProps) {
  const { t } = useLingui();
  const words = useWebhookWords();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useSchemaForm({
    schema: webhookBodySchema,
    initial: () => ({
      url: existing?.url ?? "",
      event_types: [...(existing?.event_types ?? [])] as string[],
      status: existing?.status ?? ("ENABLED" as WebhookStatus),
    }),
    // The event types' name in their refusal ("Choose at least one event type."); the group is labelled below.
    labels: { url: t`URL`, event_types: t`event type`, status: t`Status` },
    toBody: (values) => ({ ...values, url: values.url.trim() }),
    submit: (body: WebhookBody) =>
      existing ? update.trigger(scope, existing.id, body) : create.trigger(scope, body),
    saved: existing ? t`The webhook was saved.` : t`The webhook was added.`,
    onSaved: (webhook) => {
      if (!existing) onCreated(webhook);
      onDone();
    },
  });

  return (
    <FormDialog title={existing ? t`Edit the webhook` : t`Add a webhook`} form={form}>
      <TextField
        {...form.field("url")}
        type="url"
        inputMode="url"
        description={t`The address of the system to tell, starting with https://. Addresses inside a private network are refused.`}
        isRequired
        autoFocus
      />
      <Select
        {...form.choice("status")}
        items={[
          { id: "ENABLED", label: words.status.ENABLED },
          { id: "PAUSED", label: words.status.PAUSED },
        ]}
        description={t`A paused webhook is told nothing until it is active again.`}
      />
      <EventTypeChoice
        {...form.field("event_types")}
        label={t`Event types`}
        description={t`What the system is told about, as it happens.`}
        isRequired
      />
    </FormDialog>
  );
}

/**
 * The event types, one checkbox each, under the name of their kind and a button that selects all
 * of that kind (or clears it once all are chosen).
 */
function EventTypeChoice({
  value = [],
  onChange,
  ...group
}: Omit<CheckboxGroupProps, "children" | "value" | "onChange"> & {
  value?: string[];
  onChange: (value: string[]) => void;
}) {
  const words = useWebhookWords();
  return (
    <CheckboxGroup {...group} value={value} onChange={onChange}>
      {(Object.keys(webhookEventGroups) as WebhookEventGroup[]).map((kind) => (
        <EventGroup
          key={kind}
          kind={kind}
          value={value}
          onChange={onChange}
          label={words.group[kind]}
          typeLabel={(type) => words.eventType[type]}
        />
      ))}
    </CheckboxGroup>
  );
}

function EventGroup({
  kind,
  value,
  onChange,
  label,
  typeLabel,
}: {
  kind: WebhookEventGroup;
  value: string[];
  onChange: (value: string[]) => void;
  label: string;
  typeLabel: (type: WebhookEventType) => string;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const types = webhookEventGroups[kind];
  const allChosen = types.every((type) => value.includes(type));
  const others = value.filter((type) => !types.includes(type as WebhookEventType));
  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Inline gap="sm" align="center" justify="between" wrap>
        {/* Not a Text: inside a checkbox group, text is the group's description or error. */}
        <Heading id={headingId} level={3} size="sm">
          {label}
        </Heading>
        <Button
          size="sm"
          variant="subtle"
          aria-label={allChosen ? t`Clear all: ${label}` : t`Select all: ${label}`}
          onPress={() => onChange(allChosen ? others : [...others, ...types])}
        >
          {allChosen ? t`Clear all` : t`Select all`}
        </Button>
      </Inline>
      {types.map((type) => (
        <Checkbox key={type} value={type} description={type}>
          {typeLabel(type)}
        </Checkbox>
      ))}
    </Stack>
  );
}
