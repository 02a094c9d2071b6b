import { useLingui } from "@lingui/react/macro";
import { type Webhook, type WebhookScope, type WebhookStatus, webhookEventTypes } from "@varco/domain";
import { useDeleteWebhook, useRollWebhookSecret, useUpdateWebhook, useWebhooks } from "@varco/domain/swr";
import { Badge, Button, Cell, ConfirmDialog, HistoryIcon, Link, Stack, Text } from "@varco/ui";
import { useState } from "react";
import { useToastedWrite } from "../../forms/toastedWrite";
import { ActionsMenu } from "../../shell/ActionsMenu";
import { EditAndDelete } from "../../shell/EditAndDelete";
import { EditableTable } from "../../shell/EditableTable";
import { useEditableList } from "../../shell/useEditableList";
import { WebhookDialog } from "./WebhookDialog";
import { WebhookLogDrawer } from "./WebhookLogDrawer";
import { WebhookSecretDialog } from "./WebhookSecretDialog";
import { deliveredCode, useWebhookWords, webhookStatusTones } from "./webhookWords";

/** The open standard our deliveries are signed by: its libraries check them in every language. */
const standardWebhooks = "https://www.standardwebhooks.com/";

/**
 * The webhooks of an event (`/manage/event/:eventId/webhooks`) or of an organiser, which hear
 * about all its events (`/manage/organizer/:organizerId/webhooks`): each one's address, status,
 * how many event types it hears and how its last delivery went; adding and changing one, its
 * secret shown once, pausing, the deliveries' log and deleting.
 */
export function WebhooksScreen({ scope, nested = false }: { scope: WebhookScope; nested?: boolean }) {
  const { t } = useLingui();
  const words = useWebhookWords();
  const read = useWebhooks(scope);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const roll = useRollWebhookSecret();
  const write = useToastedWrite();
  const list = useEditableList<Webhook>();
  const [secretOf, setSecretOf] = useState<Webhook | null>(null);
  const [rolling, setRolling] = useState<Webhook | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const title = t`Webhooks`;

  const setStatus = (webhook: Webhook, status: WebhookStatus) => {
    const { url, event_types } = webhook;
    void write(
      () => update.trigger(scope, webhook.id, { url, event_types, status }),
      status === "PAUSED" ? t`${url} is paused.` : t`${url} is active again.`,
    )().catch(() => undefined);
  };

  return (
    <EditableTable
      list={list}
      nested={nested}
      title={title}
      addLabel={t`Add a webhook`}
      intro={
        <>
          {"eventId" in scope
            ? t`A webhook tells another system (a CRM, your accounts, a chat) what happens at this event as it happens: an order placed, an attendee checked in. Each delivery is signed with the webhook's secret and retried for about a day if the system does not answer.`
            : t`A webhook tells another system (a CRM, your accounts, a chat) what happens at all the organiser's events as it happens: an order placed, an attendee checked in. Each delivery is signed with the webhook's secret and retried for about a day if the system does not answer.`}{" "}
          <Link href={standardWebhooks} isExternal>
            {t`How to check the signature (Standard Webhooks)`}
          </Link>
        </>
      }
      read={read}
      items={read.data}
      failure={t`The webhooks could not be loaded.`}
      columns={[
        { id: "url", label: t`URL` },
        { id: "status", label: t`Status` },
        { id: "events", label: t`Event types` },
        { id: "last", label: t`Last delivery` },
      ]}
      dependencies={[words]}
      empty={{
        title: t`No webhooks yet`,
        description: t`Add one to send orders, attendees and check-ins to another system the moment they happen.`,
      }}
      row={(webhook) => {
        const { url } = webhook;
        const count = webhook.event_types.length;
        const total = webhookEventTypes.length;
        const code = webhook.last_response_code;
        return {
          name: url,
          cells: (
            <>
              <Cell>
                <Badge tone={webhookStatusTones[webhook.status]} dot>
                  {words.status[webhook.status]}
                </Badge>
              </Cell>
              <Cell>{t`${count} of ${total}`}</Cell>
              <Cell>
                {webhook.last_triggered_at === null ? (
                  <Text tone="muted">{t`Never`}</Text>
                ) : (
                  <Stack gap="none" align="start">
                    <Badge tone={deliveredCode(code) ? "success" : "danger"}>{words.answer(code)}</Badge>
                    <Text size="sm" tone="muted">
                      <time dateTime={webhook.last_triggered_at}>
                        {words.instant(webhook.last_triggered_at)}
                      </time>
                    </Text>
                  </Stack>
                )}
              </Cell>
            </>
          ),
          actions: (
            <EditAndDelete name={url} {...list.rowActions(webhook)}>
              <Button
                size="sm"
                variant="outline"
                iconStart={<HistoryIcon size={14} />}
                aria-label={t`Deliveries to ${url}`}
                onPress={() => setLogOf(webhook)}
              >
                {t`Deliveries`}
              </Button>
              <ActionsMenu
                label={t`More actions for ${url}`}
                actions={[
                  webhook.status === "ENABLED"
                    ? { id: "pause", label: t`Pause`, run: () => setStatus(webhook, "PAUSED") }
                    : { id: "resume", label: t`Resume`, run: () => setStatus(webhook, "ENABLED") },
                  { id: "roll", label: t`Roll the secret`, danger: true, run: () => setRolling(webhook) },
                ]}
              />
            </EditAndDelete>
          ),
        };
      }}
      editor={(existing, done) => (
        <WebhookDialog scope={scope} existing={existing} onDone={done} onCreated={setSecretOf} />
      )}
      deletion={{
        nameOf: (webhook) => webhook.url,
        title: t`Delete this webhook?`,
        message: (url) => t`${url} will not be told anything more, and its deliveries' log goes too.`,
        remove: (webhook) => remove.trigger(scope, webhook.id),
        deleted: () => t`The webhook was deleted.`,
      }}
    >
      <ConfirmDialog
        isOpen={rolling !== null}
        onOpenChange={(open) => !open && setRolling(null)}
        tone="danger"
        title={t`Roll the secret?`}
        message={t`The current secret stops working at once: deliveries are signed with the new one, so give it to the system that receives them.`}
        confirmLabel={t`Roll the secret`}
        cancelLabel={t`Cancel`}
        onConfirm={
          rolling
            ? write(() => roll.trigger(scope, rolling.id).then(setSecretOf), t`The webhook has a new secret.`)
            : undefined
        }
      />
      <WebhookSecretDialog webhook={secretOf} onClose={() => setSecretOf(null)} />
      {logOf ? <WebhookLogDrawer scope={scope} webhook={logOf} onClose={() => setLogOf(null)} /> : null}
    </EditableTable>
  );
}
