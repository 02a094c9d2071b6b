import { useLingui } from "@lingui/react/macro";
import {
  type Webhook,
  type WebhookEventType,
  type WebhookLog,
  type WebhookScope,
  webhookEventTypes,
} from "@varco/domain";
import { useRedeliverWebhook, useSendWebhookTest, useWebhookLogs } from "@varco/domain/swr";
import {
  Badge,
  Box,
  Button,
  ChevronDownIcon,
  ChevronRightIcon,
  CodeBlock,
  Drawer,
  EmptyState,
  Heading,
  Inline,
  Select,
  Stack,
  SummaryList,
  Text,
} from "@varco/ui";
import { useId, useState } from "react";
import { useToastedWrite } from "../../forms/toastedWrite";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { QueryView } from "../../shell/QueryView";
import { deliveredCode, useWebhookWords } from "./webhookWords";

/** While the log is open it is read again now and then: deliveries land in it on their own. */
const logRefresh = 5_000;

/**
 * A webhook's deliveries, newest first, each one opening on what was sent and what came back
 * (and a way to send it again); above them, a test event of a type chosen.
 */
export function WebhookLogDrawer({
  scope,
  webhook,
  onClose,
}: {
  scope: WebhookScope;
  webhook: Webhook;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const logs = useWebhookLogs(scope, webhook.id, { refreshInterval: logRefresh });
  return (
    <Drawer
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t`Deliveries`}
      description={webhook.url}
      closeLabel={t`Close`}
    >
      <Stack gap="lg">
        <TestEvent scope={scope} webhook={webhook} />
        <QueryView
          query={logs}
          loadingLabel={t`Loading the deliveries`}
          failure={t`The deliveries could not be loaded.`}
        >
          {(entries) =>
            entries.length === 0 ? (
              <EmptyState
                size="sm"
                titleLevel="none"
                title={t`Nothing delivered yet`}
                description={t`Events are sent as they happen. Send a test event to try the address now.`}
              />
            ) : (
              <Stack as="ul" gap="sm" aria-label={t`Deliveries, newest first`}>
                {entries.map((entry) => (
                  <Delivery key={entry.id} scope={scope} entry={entry} />
                ))}
              </Stack>
            )
          }
        </QueryView>
      </Stack>
    </Drawer>
  );
}

/** Sends a sample of the type chosen to the webhook's address; its attempt joins the log. */
function TestEvent({ scope, webhook }: { scope: WebhookScope; webhook: Webhook }) {
  const { t } = useLingui();
  const words = useWebhookWords();
  const send = useSendWebhookTest();
  const write = useToastedWrite();
  const [type, setType] = useState<WebhookEventType>(webhook.event_types[0] ?? "order.created");
  const sendTest = write(
    () => send.trigger(scope, webhook.id, { event_type: type }),
    t`A test event was sent: its attempt is at the top of the log.`,
  );
  return (
    <Inline gap="sm" align="end" wrap>
      <Box grow minWidth="xs">
        <Select
          label={t`Test event type`}
          items={webhookEventTypes.map((id) => ({ id, label: `${words.eventType[id]} (${id})` }))}
          selectedKey={type}
          onSelectionChange={(key) => key !== null && setType(key as WebhookEventType)}
        />
      </Box>
      <Button
        variant="outline"
        isPending={send.isMutating}
        onPress={() => void sendTest().catch(() => undefined)}
      >
        {t`Send a test event`}
      </Button>
    </Inline>
  );
}

/** The body as sent, laid out to read (a body that is not JSON shows as it is). */
function readable(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** One attempt: a line that opens on its details, and "Redeliver". */
function Delivery({ scope, entry }: { scope: WebhookScope; entry: WebhookLog }) {
  const { t } = useLingui();
  const words = useWebhookWords();
  const { bcp47 } = useLocaleControls();
  const redeliver = useRedeliverWebhook();
  const write = useToastedWrite();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const code = entry.response_code;
  const type = words.eventType[entry.event_type] ?? entry.event_type;
  const when = words.instant(entry.created_at);
  const answer = words.answer(code);
  const duration = new Intl.NumberFormat(bcp47, { style: "unit", unit: "millisecond" });
  const again = write(
    () => redeliver.trigger(scope, entry.webhook_id, entry.id),
    t`Sent again: the new attempt is at the top of the log.`,
  );
  return (
    <Box as="li" border="default" radius="md" padding="sm">
      <Stack gap="sm">
        <Button
          variant="subtle"
          fullWidth
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          iconStart={isOpen ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />}
          onPress={() => setOpen(!isOpen)}
        >
          <Inline gap="sm" align="center" wrap>
            <Badge tone={deliveredCode(code) ? "success" : "danger"}>{answer}</Badge>
            <span>{type}</span>
            <Text size="sm" tone="muted">
              <time dateTime={entry.created_at}>{when}</time>
            </Text>
          </Inline>
        </Button>
        {isOpen ? (
          <Stack gap="md" id={panelId} role="region" aria-label={t`${type}, ${when}`}>
            <SummaryList
              rows={[
                { key: "type", label: t`Event type`, value: entry.event_type },
                { key: "when", label: t`Sent`, value: when },
                { key: "code", label: t`Response code`, value: answer },
                ...(entry.duration_ms == null
                  ? []
                  : [{ key: "duration", label: t`Duration`, value: duration.format(entry.duration_ms) }]),
                ...(entry.webhook_message_id
                  ? [{ key: "id", label: t`Delivery id`, value: entry.webhook_message_id }]
                  : []),
              ]}
            />
            <Stack gap="xs">
              <Heading level={3} size="sm">{t`Response`}</Heading>
              {entry.response_body ? (
                <CodeBlock
                  code={entry.response_body}
                  aria-label={t`Response`}
                  copyLabel={t`Copy the response`}
                  copiedLabel={t`Copied`}
                />
              ) : (
                <Text tone="muted">{t`The system sent nothing back.`}</Text>
              )}
            </Stack>
            <Stack gap="xs">
              <Heading level={3} size="sm">{t`Payload`}</Heading>
              <CodeBlock
                code={readable(entry.payload)}
                language="JSON"
                aria-label={t`Payload`}
                copyLabel={t`Copy the payload`}
                copiedLabel={t`Copied`}
              />
            </Stack>
            <Inline>
              <Button
                variant="outline"
                isPending={redeliver.isMutating}
                onPress={() => void again().catch(() => undefined)}
              >
                {t`Redeliver`}
              </Button>
            </Inline>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
