import { useLingui } from "@lingui/react/macro";
import { type Attendee, type Event, type UpdateAttendeeBody, updateAttendeeSchema } from "@varco/domain";
import { useAttendee, usePatchAttendee, useResendAttendeeTicket, useUpdateAttendee } from "@varco/domain/swr";
import {
  Button,
  ConfirmDialog,
  Drawer,
  Form,
  Inline,
  Stack,
  SummaryList,
  TextField,
  toasts,
} from "@varco/ui";
import { useId, useState } from "react";
import { AttendeeStatusBadge, useSaleFormats } from "../../format/orderWords";
import { DialogFormFooter } from "../../forms/FormActions";
import { failureMessage } from "../../forms/fieldErrors";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { refocusActionsAfterClose } from "../../shell/keepFocus";
import { QueryView } from "../../shell/QueryView";

type Action = "cancel" | "reactivate" | "resend";

/** Answers typed as text can be changed here; the others are shown as given. */
const textQuestionTypes: ReadonlySet<string> = new Set(["SINGLE_LINE_TEXT", "MULTI_LINE_TEXT"]);

/** One attendee in a side sheet: their names, email and answers to edit, and what can be done. */
export function AttendeeDrawer({
  event,
  attendeeId,
  onClose,
}: {
  event: Event;
  attendeeId: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const attendee = useAttendee(event.id, attendeeId);
  const [isPending, setPending] = useState(false);
  const name = attendee.data ? `${attendee.data.first_name} ${attendee.data.last_name}`.trim() : "";
  return (
    <Drawer
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isDismissable={false}
      title={name || t`Attendee`}
      closeLabel={t`Close`}
      footer={({ close }) =>
        attendee.data ? <DialogFormFooter formId={formId} isPending={isPending} close={close} /> : null
      }
    >
      <QueryView
        query={attendee}
        loadingLabel={t`Loading the attendee`}
        failure={t`The attendee could not be loaded.`}
      >
        {(loaded) => (
          <AttendeeDetails
            key={loaded.id}
            event={event}
            attendee={loaded}
            formId={formId}
            onPending={setPending}
          />
        )}
      </QueryView>
    </Drawer>
  );
}

function AttendeeDetails({
  event,
  attendee,
  formId,
  onPending,
}: {
  event: Event;
  attendee: Attendee;
  formId: string;
  onPending: (pending: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useSaleFormats(event);
  const update = useUpdateAttendee();
  const patch = usePatchAttendee();
  const resend = useResendAttendeeTicket();
  const [action, setAction] = useState<Action | null>(null);
  const answers = attendee.question_answers ?? [];
  const editable = answers.filter((answer) => textQuestionTypes.has(answer.question_type));
  const name = `${attendee.first_name} ${attendee.last_name}`.trim();
  const form = useSchemaForm({
    schema: updateAttendeeSchema,
    initial: (): Record<string, string> => ({
      first_name: attendee.first_name,
      last_name: attendee.last_name,
      email: attendee.email,
      notes: attendee.notes ?? "",
      ...Object.fromEntries(editable.map((answer) => [`answer_${answer.question_id}`, answer.text_answer])),
    }),
    labels: {
      first_name: t`First name`,
      last_name: t`Last name`,
      email: t`Email`,
      notes: t`Notes`,
      ...Object.fromEntries(editable.map((answer) => [`answer_${answer.question_id}`, answer.title])),
    },
    toBody: (values: Record<string, string>) => ({
      first_name: values.first_name?.trim(),
      last_name: values.last_name?.trim(),
      email: values.email?.trim(),
      notes: values.notes?.trim() || null,
      product_id: attendee.product_id,
      product_price_id: attendee.product_price_id,
      ...(editable.length > 0
        ? {
            questions: editable.map((answer) => ({
              question_id: answer.question_id,
              response: { answer: values[`answer_${answer.question_id}`] ?? "" },
            })),
          }
        : {}),
    }),
    submit: async (body: UpdateAttendeeBody) => {
      onPending(true);
      try {
        return await update.trigger(event.id, attendee.id, body);
      } finally {
        onPending(false);
      }
    },
    saved: t`The attendee was saved.`,
  });
  const run = (call: () => Promise<unknown>, done: string) => async () => {
    try {
      await call();
      toasts.show({ tone: "success", message: done });
    } catch (error) {
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
      throw error;
    }
  };
  const opened = (which: Action) => ({
    isOpen: action === which,
    onOpenChange: (isOpen: boolean) => {
      if (isOpen) return;
      setAction(null);
      refocusActionsAfterClose(actionsId);
    },
  });
  const email = attendee.email;
  const actionsId = useId();

  return (
    <Stack gap="lg">
      <Inline gap="sm" align="center" wrap>
        <AttendeeStatusBadge status={attendee.status} />
      </Inline>
      <Inline id={actionsId} gap="sm" wrap role="toolbar" aria-label={t`Attendee actions`}>
        {attendee.status === "CANCELLED" ? (
          <Button size="sm" onPress={() => setAction("reactivate")}>{t`Re-activate`}</Button>
        ) : (
          <>
            <Button size="sm" variant="outline" tone="neutral" onPress={() => setAction("resend")}>
              {t`Resend ticket`}
            </Button>
            <Button size="sm" variant="outline" tone="danger" onPress={() => setAction("cancel")}>
              {t`Cancel ticket`}
            </Button>
          </>
        )}
      </Inline>
      <SummaryList
        rows={[
          { label: t`Ticket`, value: attendee.public_id },
          { label: t`Product`, value: attendee.product?.title ?? "" },
          ...(attendee.order ? [{ label: t`Order`, value: attendee.order.public_id }] : []),
          ...(attendee.created_at ? [{ label: t`Added`, value: format.moment(attendee.created_at) }] : []),
        ]}
      />
      <Form id={formId} {...form.props}>
        <Stack gap="md">
          <TextField {...form.field("first_name")} isRequired />
          <TextField {...form.field("last_name")} isRequired />
          <TextField {...form.field("email")} type="email" isRequired />
          {editable.map((answer) => (
            <TextField key={answer.question_id} {...form.field(`answer_${answer.question_id}`)} />
          ))}
          <TextField {...form.field("notes")} />
        </Stack>
      </Form>
      {answers.length > editable.length ? (
        <SummaryList
          rows={answers
            .filter((answer) => !textQuestionTypes.has(answer.question_type))
            .map((answer) => ({
              key: answer.question_answer_id,
              label: answer.title,
              value: answer.text_answer,
            }))}
        />
      ) : null}

      <ConfirmDialog
        {...opened("cancel")}
        tone="danger"
        title={t`Cancel the ticket of ${name}?`}
        message={t`The ticket stops admitting and its place goes back on sale. Money is not refunded: refund it from the order.`}
        confirmLabel={t`Cancel ticket`}
        cancelLabel={t`Keep the ticket`}
        onConfirm={run(
          () => patch.trigger(event.id, attendee.id, { status: "CANCELLED" }),
          t`The ticket of ${name} was cancelled.`,
        )}
      />
      <ConfirmDialog
        {...opened("reactivate")}
        title={t`Re-activate the ticket of ${name}?`}
        message={t`The ticket admits again and takes a place, if one is still free.`}
        confirmLabel={t`Re-activate`}
        cancelLabel={t`Cancel`}
        onConfirm={run(
          () => patch.trigger(event.id, attendee.id, { status: "ACTIVE" }),
          t`The ticket of ${name} admits again.`,
        )}
      />
      <ConfirmDialog
        {...opened("resend")}
        title={t`Resend the ticket?`}
        message={t`The ticket goes again to ${email}.`}
        confirmLabel={t`Resend`}
        cancelLabel={t`Cancel`}
        onConfirm={run(() => resend.trigger(event.id, attendee.id), t`The ticket was sent again.`)}
      />
    </Stack>
  );
}
