import { useLingui } from "@lingui/react/macro";
import type { Event, Message, OutgoingMessage, Product } from "@varco/domain";
import {
  useCancelMessage,
  useMessageRecipients,
  useMessages,
  useProductCategories,
  useRetryMessageRecipient,
} from "@varco/domain/swr";
import {
  Button,
  Cell,
  ConfirmDialog,
  Drawer,
  Inline,
  Modal,
  Pagination,
  Row,
  Stack,
  SummaryList,
  Text,
  toasts,
} from "@varco/ui";
import { useState } from "react";
import { useSaleFormats } from "../../format/orderWords";
import { failureMessage } from "../../forms/fieldErrors";
import { useToastedWrite } from "../../forms/toastedWrite";
import { ListHeading } from "../../shell/EditableTable";
import { ListTable } from "../../shell/ListTable";
import { QueryView } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { ComposeMessageDialog } from "./ComposeMessageDialog";
import { useEventArea } from "./eventArea";
import { MessageStatusBadge, RecipientStatusBadge, useMessageWords } from "./messageWords";
import { listPerPage, useListScreen } from "./useListScreen";

/** How many recipients a page of a message's drawer shows. */
const recipientsPerPage = 50;

/** How often a list with a message still sending (or a recipient still waiting) is read again. */
const sendingRefreshMs = 3_000;

/**
 * Reads a list again while one of its rows is in `status`, until none is (each read asks the
 * server: the usual 60 s of reuse would swallow them).
 */
const whileAny = (status: string) => ({
  refreshInterval: (page: { data: { status: string }[] } | undefined) =>
    page?.data.some((row) => row.status === status) ? sendingRefreshMs : 0,
  dedupingInterval: sendingRefreshMs / 2,
});

/**
 * `/manage/event/:eventId/messages`: what the organiser wrote to attendees and buyers (each one's
 * status, sender, time, recipients and how many were delivered or failed), the compose dialog,
 * a scheduled message's cancellation, and a message's recipients in a drawer (`?message=id`)
 * where a failed one can be sent again.
 */
export function MessagesScreen() {
  const { t } = useLingui();
  const { event, user } = useEventArea();
  const title = t`Messages`;
  usePageTitle(`${title} · ${event.title}`);
  const list = useListScreen("message");
  const messages = useMessages(event.id, { page: list.page, per_page: listPerPage }, whileAny("PROCESSING"));
  const categories = useProductCategories(event.id);
  const products: Product[] = (categories.data ?? []).flatMap((category) => category.products ?? []);
  const [composing, setComposing] = useState(false);
  const [cancelling, setCancelling] = useState<Message | null>(null);
  const cancel = useCancelMessage();
  const run = useToastedWrite();
  const format = useSaleFormats(event);
  const words = useMessageWords();
  const total = messages.data?.meta.total ?? 0;
  const open = messages.data?.data.find((message) => message.id === list.openId);

  return (
    <Stack gap="lg" padding="lg">
      <ListHeading
        title={title}
        addLabel={t`Write a message`}
        onAdd={() => setComposing(true)}
        intro={t`Write to everyone with a ticket, to the holders or buyers of some products, or to a few people: now or at a time you choose.`}
      />
      <Stack gap="md">
        <ListTable
          title={title}
          read={messages}
          items={messages.data?.data}
          failure={t`The messages could not be loaded.`}
          loadingLabel={t`Loading messages`}
          columns={[
            { id: "subject", label: t`Subject` },
            { id: "status", label: t`Status` },
            { id: "sent_by", label: t`Sent by` },
            { id: "when", label: t`When` },
            { id: "recipients", label: t`Recipients` },
            { id: "outcome", label: t`Delivered / failed` },
            { id: "actions", label: t`Actions` },
          ]}
          dependencies={[format, words]}
          empty={{
            title: t`No messages yet`,
            description: t`When a time or a place changes, or to remind people of something, write to them here: they get it by email, in their language.`,
          }}
          onRowAction={list.open}
        >
          {(message: Message) => {
            const subject = message.subject;
            const when = message.sent_at ?? message.scheduled_at;
            return (
              <Row id={message.id}>
                <Cell>
                  <Stack gap="none">
                    <Button variant="subtle" size="sm" onPress={() => list.open(message.id)}>
                      {subject}
                    </Button>
                    <Text size="sm" tone="muted">
                      {words.type[message.type]}
                    </Text>
                  </Stack>
                </Cell>
                <Cell>
                  <MessageStatusBadge status={message.status} />
                </Cell>
                <Cell>{message.sent_by_user?.full_name ?? ""}</Cell>
                <Cell>{when ? <time dateTime={when}>{format.moment(when)}</time> : ""}</Cell>
                <Cell>{countText(format.count, message.recipient_count)}</Cell>
                <Cell>
                  {`${countText(format.count, message.delivered_count)} / ${countText(format.count, message.failed_count)}`}
                </Cell>
                <Cell>
                  {message.status === "SCHEDULED" ? (
                    <Button
                      size="sm"
                      variant="outline"
                      tone="danger"
                      aria-label={t`Cancel ${subject}`}
                      onPress={() => setCancelling(message)}
                    >
                      {t`Cancel`}
                    </Button>
                  ) : null}
                </Cell>
              </Row>
            );
          }}
        </ListTable>
        {total > listPerPage ? (
          <Pagination
            page={list.page}
            total={total}
            perPage={listPerPage}
            onPageChange={list.setPage}
            showSummary
          />
        ) : null}
      </Stack>
      {open ? <RecipientsDrawer event={event} message={open} onClose={list.close} /> : null}
      <Modal isOpen={composing} onOpenChange={setComposing} isDismissable={false} size="fullscreen-on-mobile">
        {composing ? (
          <ComposeMessageDialog
            event={event}
            user={user}
            products={products}
            onDone={() => setComposing(false)}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        isOpen={cancelling !== null}
        onOpenChange={(isOpen) => !isOpen && setCancelling(null)}
        tone="danger"
        title={t`Cancel this message?`}
        message={t`It will not be sent. To send it later, write it again.`}
        confirmLabel={t`Cancel the message`}
        cancelLabel={t`Keep it`}
        onConfirm={run(() => cancel.trigger(event.id, cancelling?.id ?? 0), t`The message was cancelled.`)}
      />
    </Stack>
  );
}

/** A count the server may not give yet (an older server): a dash. */
function countText(format: (value: number) => string, value: number | undefined): string {
  return value === undefined ? "–" : format(value);
}

/** A message's details and each recipient with their status; a failed one can be sent again. */
function RecipientsDrawer({
  event,
  message,
  onClose,
}: {
  event: Event;
  message: Message;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const recipients = useMessageRecipients(
    event.id,
    message.id,
    { page, per_page: recipientsPerPage },
    whileAny("PENDING"),
  );
  const retry = useRetryMessageRecipient();
  const format = useSaleFormats(event);
  const words = useMessageWords();
  const when = message.sent_at ?? message.scheduled_at;
  const again = async (recipient: OutgoingMessage) => {
    try {
      await retry.trigger(event.id, message.id, recipient.id);
      toasts.show({
        tone: "success",
        message: t`The message goes again to ${{ address: recipient.recipient }}.`,
      });
    } catch (error) {
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
    }
  };
  return (
    <Drawer
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={message.subject}
      closeLabel={t`Close`}
    >
      <Stack gap="lg">
        <SummaryList
          rows={[
            { key: "status", label: t`Status`, value: <MessageStatusBadge status={message.status} /> },
            { key: "type", label: t`Recipients`, value: words.type[message.type] },
            { key: "by", label: t`Sent by`, value: message.sent_by_user?.full_name ?? "" },
            { key: "when", label: t`When`, value: when ? format.moment(when) : "" },
          ]}
        />
        <QueryView
          query={recipients}
          loadingLabel={t`Loading the recipients`}
          failure={t`The recipients could not be loaded.`}
        >
          {(loaded) =>
            loaded.data.length === 0 ? (
              <Text tone="muted">
                {message.status === "SCHEDULED"
                  ? t`The recipients are chosen when the message is sent.`
                  : t`No recipients yet.`}
              </Text>
            ) : (
              <Stack gap="sm">
                <Stack as="ul" gap="xs" aria-label={t`Recipients`}>
                  {loaded.data.map((recipient) => (
                    <Inline as="li" key={recipient.id} gap="sm" align="center" justify="between" wrap>
                      <Text>{recipient.recipient}</Text>
                      <Inline gap="sm" align="center">
                        <RecipientStatusBadge status={recipient.status} />
                        {recipient.status === "FAILED" ? (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={t`Send again to ${{ address: recipient.recipient }}`}
                            isDisabled={retry.isMutating}
                            onPress={() => void again(recipient)}
                          >
                            {t`Retry`}
                          </Button>
                        ) : null}
                      </Inline>
                    </Inline>
                  ))}
                </Stack>
                {(loaded.meta.total ?? 0) > recipientsPerPage ? (
                  <Pagination
                    page={page}
                    total={loaded.meta.total}
                    perPage={recipientsPerPage}
                    onPageChange={setPage}
                    showSummary
                  />
                ) : null}
              </Stack>
            )
          }
        </QueryView>
      </Stack>
    </Drawer>
  );
}

export { MessagesScreen as Component };
