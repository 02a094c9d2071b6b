import { useLingui } from "@lingui/react/macro";
import {
  type DuplicateEventBody,
  duplicableEventParts,
  duplicateEventSchema,
  type Event,
} from "@varco/domain";
import { useCurrentUser, useDeleteEvent, useDuplicateEvent } from "@varco/domain/swr";
import {
  Checkbox,
  CheckboxGroup,
  ConfirmDialog,
  CopyIcon,
  Dialog,
  Form,
  Inline,
  Modal,
  Stack,
  TextField,
  Trash2Icon,
} from "@varco/ui";
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { fromLocalInput, toLocalInput, usableTimeZone, wallTimeToInstant } from "../format/zonedTime";
import { FormActions } from "../forms/FormActions";
import { failureMessage } from "../forms/fieldErrors";
import { useToastedWrite } from "../forms/toastedWrite";
import { useSchemaForm } from "../forms/useSchemaForm";
import { ActionsMenu, type MenuAction } from "../shell/ActionsMenu";

/**
 * The parts a copy can take along that events have today (the API names more: products,
 * questions, promo codes… copy nothing until they exist, so they are not offered).
 */
const offeredParts = ["duplicate_settings", "duplicate_event_cover_image", "duplicate_ticket_logo"] as const;
type OfferedPart = (typeof offeredParts)[number];

type Asking = "duplicate" | "delete" | null;

/**
 * An event's menu in a list: duplicate it (a dialog asks what to copy, the new title and dates,
 * then opens the copy) and, for admins (the server lets only them), delete it after confirming.
 */
export function EventActionsMenu({ event }: { event: Event }) {
  const { t, i18n } = useLingui();
  const { data: user } = useCurrentUser();
  const remove = useDeleteEvent();
  const write = useToastedWrite();
  const [asking, setAsking] = useState<Asking>(null);
  const title = event.title;
  const mayDelete = user?.role === "ADMIN";

  const actions: MenuAction[] = [
    { id: "duplicate", label: t`Duplicate`, icon: <CopyIcon size={16} />, run: () => setAsking("duplicate") },
    ...(mayDelete
      ? [
          {
            id: "delete",
            label: t`Delete`,
            icon: <Trash2Icon size={16} />,
            danger: true,
            run: () => setAsking("delete"),
          },
        ]
      : []),
  ];

  const deleteEvent = write(
    () => remove.trigger(event.id),
    t`“${title}” was deleted.`,
    (error) => failureMessage(error, i18n, { statuses: { 403: t`Only admins can delete events.` } }),
  );

  return (
    <>
      <ActionsMenu label={t`Actions for ${title}`} actions={actions} />
      <Modal
        isOpen={asking === "duplicate"}
        onOpenChange={(open) => !open && setAsking(null)}
        isDismissable={false}
        size="fullscreen-on-mobile"
      >
        <Dialog title={t`Duplicate event`} description={t`The copy starts as a draft.`} showCloseButton>
          {asking === "duplicate" ? (
            <DuplicateEventForm event={event} onCancel={() => setAsking(null)} />
          ) : null}
        </Dialog>
      </Modal>
      <ConfirmDialog
        isOpen={asking === "delete"}
        onOpenChange={(open) => !open && setAsking(null)}
        tone="danger"
        title={t`Delete this event?`}
        message={t`“${title}” and its public page will be gone. This cannot be undone.`}
        confirmLabel={t`Delete event`}
        cancelLabel={t`Cancel`}
        onConfirm={deleteEvent}
      />
    </>
  );
}

interface DuplicateValues {
  title: string;
  start_date: string;
  end_date: string;
  parts: OfferedPart[];
}

/** The copy's title and dates (wall-clock, in the event's time zone) and the parts to take along. */
function DuplicateEventForm({ event, onCancel }: { event: Event; onCancel: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const duplicate = useDuplicateEvent();
  const timeZone = usableTimeZone(event.timezone);
  const sourceTitle = event.title;
  const form = useSchemaForm({
    schema: duplicateEventSchema,
    initial: (): DuplicateValues => ({
      title: t`${sourceTitle} (copy)`,
      start_date: toLocalInput(event.start_date, timeZone),
      end_date: toLocalInput(event.end_date, timeZone),
      parts: [...offeredParts],
    }),
    labels: {
      title: t`Title`,
      start_date: t`Start`,
      end_date: t`End`,
      parts: t`Copy along`,
    },
    toBody: (values): Partial<DuplicateEventBody> => ({
      title: values.title.trim() || undefined,
      start_date: fromLocalInput(values.start_date, timeZone),
      end_date: fromLocalInput(values.end_date, timeZone) ?? null,
      ...(Object.fromEntries(
        duplicableEventParts.map((part) => [part, (values.parts as string[]).includes(part)]),
      ) as Record<(typeof duplicableEventParts)[number], boolean>),
    }),
    reasons: { end_date: t`The end date cannot be before the start date.` },
    submit: (body: DuplicateEventBody) => duplicate.trigger(event.id, body),
    saved: t`Event duplicated.`,
    onSaved: (copy) => navigate(`/manage/event/${copy.id}`),
  });
  const partLabels: Record<OfferedPart, string> = {
    duplicate_settings: t`Settings (checkout, payment, invoices, look of the page)`,
    duplicate_event_cover_image: t`Cover image`,
    duplicate_ticket_logo: t`Ticket logo`,
  };

  // A new start moves the end along, so the copy keeps the event's length (measured from the last
  // complete start: while a date is being typed the field holds no date at all).
  const startField = form.field("start_date");
  const lastStart = useRef(wallTimeToInstant(form.values.start_date, timeZone));
  const moveStart = (start: string) => {
    const after = wallTimeToInstant(start, timeZone);
    const before = lastStart.current;
    const end = wallTimeToInstant(form.values.end_date, timeZone);
    form.set("start_date", start);
    if (!after) return;
    lastStart.current = after;
    if (before && end) {
      const shifted = new Date(Date.parse(end) + Date.parse(after) - Date.parse(before)).toISOString();
      form.set("end_date", toLocalInput(shifted, timeZone));
    }
  };

  return (
    <Form {...form.props}>
      <Stack gap="md">
        <TextField {...form.field("title")} isRequired />
        <Inline gap="md" collapseBelow="sm" align="start">
          <TextField
            {...startField}
            onChange={moveStart}
            type="datetime-local"
            description={t`In the event's time zone (${timeZone}).`}
            isRequired
          />
          <TextField {...form.field("end_date")} type="datetime-local" />
        </Inline>
        <CheckboxGroup
          {...form.field("parts")}
          onChange={(chosen) =>
            form.set(
              "parts",
              chosen.filter((part): part is OfferedPart =>
                (offeredParts as readonly string[]).includes(part),
              ),
            )
          }
        >
          {offeredParts.map((part) => (
            <Checkbox key={part} value={part}>
              {partLabels[part]}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <FormActions isPending={form.isPending} label={t`Duplicate`} align="end" onCancel={onCancel} />
      </Stack>
    </Form>
  );
}
