import { useLingui } from "@lingui/react/macro";
import { type Event, type EventStatus, eventStatuses } from "@varco/domain";
import { useUpdateEventStatus } from "@varco/domain/swr";
import { Button, ConfirmDialog, Inline, toasts } from "@varco/ui";
import { useState } from "react";
import { failureMessage } from "../../forms/fieldErrors";

/** Which changes ask first: publishing shows the event to everyone, archiving takes it off sale. */
const confirmed: ReadonlySet<EventStatus> = new Set(["LIVE", "ARCHIVED"]);

/**
 * The status moves an event can make from where it is (the server allows any to any): publish,
 * pause, back to draft, archive. Publishing and archiving are confirmed first.
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
      <ConfirmDialog
        isOpen={asking !== null}
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
