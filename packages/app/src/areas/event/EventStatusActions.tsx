import { useLingui } from "@lingui/react/macro";
import { type Event, type EventStatus, eventStatuses } from "@varco/domain";
import { useUpdateEventStatus, useUpdateOrganizerStatus } from "@varco/domain/swr";
import { Button, Checkbox, ConfirmDialog, Dialog, Inline, Modal, Stack, Text, toasts } from "@varco/ui";
import { useState } from "react";
import { failureMessage } from "../../forms/fieldErrors";

/** Which changes ask first: publishing shows the event to everyone, archiving takes it off sale. */
const confirmed: ReadonlySet<EventStatus> = new Set(["LIVE", "ARCHIVED"]);

/**
 * The status moves an event can make from where it is (the server allows any to any): publish,
 * pause, back to draft, archive. Publishing and archiving are confirmed first. Publishing an event
 * whose organiser is not live says that the organiser's page stays private (the event page then
 * names the organiser without a link) and offers to publish the organiser too.
 */
export function EventStatusActions({ event, only }: { event: Event; only?: EventStatus[] }) {
  const { t, i18n } = useLingui();
  const update = useUpdateEventStatus();
  const [asking, setAsking] = useState<EventStatus | null>(null);

  const actions: Record<EventStatus, { label: string; done: string }> = {
    LIVE: {
      label: event.status === "PAUSED" ? t`Resume sales` : t`Publish event`,
      done: t`The event is live.`,
    },
    PAUSED: { label: t`Pause sales`, done: t`Sales are paused.` },
    DRAFT: { label: t`Move back to draft`, done: t`The event is a draft again.` },
    ARCHIVED: { label: t`Archive event`, done: t`The event is archived.` },
  };
  const questions: Partial<Record<EventStatus, { title: string; message: string }>> = {
    LIVE: {
      title: t`Publish this event?`,
      message: t`Anyone with the link will see the event page and can buy tickets.`,
    },
    ARCHIVED: {
      title: t`Archive this event?`,
      message: t`The event leaves your upcoming events and its public page stops selling. You can bring it back later.`,
    },
  };

  const change = (status: EventStatus) =>
    update.trigger(event.id, { status }).then(
      () => {
        toasts.show({ tone: "success", message: actions[status].done });
      },
      (error: unknown) => {
        toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
        throw error;
      },
    );

  const offered = (only ?? [...eventStatuses]).filter((status) => status !== event.status);
  const question = asking ? questions[asking] : undefined;
  const privateOrganizer = event.organizer && event.organizer.status !== "LIVE" ? event.organizer : undefined;

  return (
    <>
      <Inline gap="sm">
        {offered.map((status) => (
          <Button
            key={status}
            variant={status === "LIVE" ? "solid" : "outline"}
            tone={status === "ARCHIVED" ? "danger" : undefined}
            isPending={update.isMutating && asking === null}
            onPress={() => (confirmed.has(status) ? setAsking(status) : void change(status).catch(() => {}))}
          >
            {actions[status].label}
          </Button>
        ))}
      </Inline>
      {asking === "LIVE" && privateOrganizer && question ? (
        <PublishWithOrganizerDialog
          organizer={privateOrganizer}
          title={question.title}
          message={question.message}
          confirmLabel={actions.LIVE.label}
          publishEvent={() => change("LIVE")}
          onClose={() => setAsking(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={asking !== null && !(asking === "LIVE" && privateOrganizer)}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={question?.title ?? ""}
        message={question?.message ?? ""}
        tone={asking === "ARCHIVED" ? "danger" : "primary"}
        confirmLabel={asking ? actions[asking].label : undefined}
        onConfirm={() => (asking ? change(asking) : undefined)}
      />
    </>
  );
}

/**
 * The publish question when the event's organiser is not live: the event goes live either way;
 * the organiser's page only when the box is ticked (its own decision, so not ticked for them).
 */
function PublishWithOrganizerDialog({
  organizer,
  title,
  message,
  confirmLabel,
  publishEvent,
  onClose,
}: {
  organizer: NonNullable<Event["organizer"]>;
  title: string;
  message: string;
  confirmLabel: string;
  publishEvent: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const updateOrganizer = useUpdateOrganizerStatus();
  const [withOrganizer, setWithOrganizer] = useState(false);
  const [isPending, setPending] = useState(false);
  const name = organizer.name;

  const confirm = async () => {
    setPending(true);
    try {
      if (withOrganizer) {
        await updateOrganizer.trigger(organizer.id, { status: "LIVE" }).then(
          () => toasts.show({ tone: "success", message: t`The page of ${name} is now public.` }),
          (error: unknown) => {
            toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
            throw error;
          },
        );
      }
      await publishEvent();
      onClose();
    } catch {
      // Said in a toast; the dialog stays open to try again or cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      isOpen
      size="sm"
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog
        role="alertdialog"
        title={title}
        showCloseButton={false}
        footer={({ close }) => (
          <>
            <Button variant="outline" tone="neutral" isDisabled={isPending} onPress={close}>
              {t`Cancel`}
            </Button>
            <Button autoFocus isPending={isPending} onPress={() => void confirm()}>
              {confirmLabel}
            </Button>
          </>
        )}
      >
        <Stack gap="md">
          <Text as="p">{message}</Text>
          <Text as="p">
            {t`The organiser ${name} is not public yet: its page stays private, and the event page shows its name without a link.`}
          </Text>
          <Checkbox isSelected={withOrganizer} onChange={setWithOrganizer} isDisabled={isPending}>
            {t`Also publish the organiser ${name}, so buyers can see its page`}
          </Checkbox>
        </Stack>
      </Dialog>
    </Modal>
  );
}
