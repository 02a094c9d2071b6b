import { useLingui } from "@lingui/react/macro";
import {
  type Attendee,
  type Event,
  type Question,
  type UpdateAttendeeBody,
  updateAttendeeSchema,
} from "@varco/domain";
import {
  useAttendee,
  usePatchAttendee,
  useQuestions,
  useResendAttendeeTicket,
  useUpdateAttendee,
} from "@varco/domain/swr";
import { Button, ConfirmDialog, Drawer, Form, Inline, Stack, SummaryList, TextField } from "@varco/ui";
import { useId, useState } from "react";
import { AttendeeStatusBadge, useSaleFormats } from "../../format/orderWords";
import { DialogFormFooter } from "../../forms/FormActions";
import type { FormSchema } from "../../forms/fieldErrors";
import { useToastedWrite } from "../../forms/toastedWrite";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useFocusStaysOnActions } from "../../shell/keepFocus";
import { QueryView } from "../../shell/QueryView";
import { answerLabels, plainTextOf, QuestionInput, useAddressLabels } from "../checkout/AnswerInputs";
import {
  answerFormFieldOf,
  answerRefusals,
  answersOf,
  type CheckoutValues,
  givenAnswers,
  withRenamedFields,
} from "../checkout/checkoutForm";
import { AttendeeCheckIns } from "./AttendeeCheckIns";

type Action = "cancel" | "reactivate" | "resend";

/** The form's answer fields are `answers.q{questionId}` (the checkout's answer fields). */
const owner = "answers";

/**
 * The questions the organiser answers for the attendee: the visible ones asked for its product
 * (the server replaces the answers to those on save); while the event's questions cannot be read,
 * those the attendee answered.
 */
function askedOf(attendee: Attendee, questions: readonly Question[] | undefined): Question[] {
  if (questions)
    return questions.filter(
      (question) =>
        question.belongs_to === "PRODUCT" &&
        !question.is_hidden &&
        (question.product_ids ?? []).includes(attendee.product_id),
    );
  return (attendee.question_answers ?? [])
    .filter((answer) => answer.belongs_to === "PRODUCT")
    .map((answer) => ({
      id: answer.question_id,
      type: answer.question_type,
      title: answer.title,
      description: answer.question_description,
      options: answer.question_options,
      required: answer.question_required,
      event_id: answer.event_id,
      belongs_to: answer.belongs_to,
    }));
}

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
  const questions = useQuestions(event.id);
  // The form starts once the questions are known (or could not be read): it is built from them.
  const settled = questions.data !== undefined || questions.error !== undefined;
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
        query={{ ...attendee, data: settled ? attendee.data : undefined }}
        loadingLabel={t`Loading the attendee`}
        failure={t`The attendee could not be loaded.`}
      >
        {(loaded) => (
          <AttendeeDetails
            key={loaded.id}
            event={event}
            attendee={loaded}
            questions={questions.data}
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
  questions,
  formId,
  onPending,
}: {
  event: Event;
  attendee: Attendee;
  questions: readonly Question[] | undefined;
  formId: string;
  onPending: (pending: boolean) => void;
}) {
  const { t } = useLingui();
  const format = useSaleFormats(event);
  const update = useUpdateAttendee();
  const patch = usePatchAttendee();
  const resend = useResendAttendeeTicket();
  const [action, setAction] = useState<Action | null>(null);
  const answers = attendee.question_answers ?? [];
  const asked = askedOf(attendee, questions);
  const askedIds = new Set(asked.map((question) => question.id));
  const addressLabels = useAddressLabels();
  const name = `${attendee.first_name} ${attendee.last_name}`.trim();
  const bodyOf = (values: CheckoutValues): UpdateAttendeeBody => {
    const text = (field: string) => String(values[field] ?? "").trim();
    return {
      first_name: text("first_name"),
      last_name: text("last_name"),
      email: text("email"),
      notes: text("notes") || null,
      product_id: attendee.product_id,
      product_price_id: attendee.product_price_id,
      ...(asked.length > 0 ? { questions: answersOf(values, owner, asked) ?? [] } : {}),
    };
  };
  // The names by the domain's schema, the answers by the checkout's answer rule, on their fields.
  const schema: FormSchema<UpdateAttendeeBody> = {
    safeParse(values) {
      const given = values as CheckoutValues;
      const checked = updateAttendeeSchema.safeParse(bodyOf(given));
      const issues = [
        ...(checked.success ? [] : checked.error.issues),
        ...answerRefusals(given, owner, asked),
      ];
      return checked.success && issues.length === 0
        ? { success: true, data: checked.data }
        : { success: false, error: { issues } };
    },
  };
  const form = useSchemaForm({
    schema,
    initial: (): CheckoutValues => {
      const given = new Map(answers.map((answer) => [answer.question_id, answer.answer]));
      return Object.assign(
        {
          first_name: attendee.first_name,
          last_name: attendee.last_name,
          email: attendee.email,
          notes: attendee.notes ?? "",
        },
        ...asked.map((question) => givenAnswers(owner, question, given.get(question.id))),
      );
    },
    labels: {
      first_name: t`First name`,
      last_name: t`Last name`,
      email: t`Email`,
      notes: t`Notes`,
      ...answerLabels(owner, asked, addressLabels),
    },
    toBody: (values: CheckoutValues) => values,
    submit: async (body: UpdateAttendeeBody) => {
      onPending(true);
      try {
        return await update.trigger(event.id, attendee.id, body);
      } catch (error) {
        throw withRenamedFields(error, (field) => answerFormFieldOf(field, owner, body.questions));
      } finally {
        onPending(false);
      }
    },
    saved: t`The attendee was saved.`,
  });
  const text = plainTextOf(form);
  const textField = (field: string) => {
    const { value, ...rest } = form.field(field);
    return {
      ...rest,
      value: typeof value === "string" ? value : "",
      onChange: (typed: string) => form.set(field, typed),
    };
  };
  const run = useToastedWrite();
  const { toolbarId: actionsId, afterClose } = useFocusStaysOnActions();
  const opened = (which: Action) => ({
    isOpen: action === which,
    onOpenChange: (isOpen: boolean) => {
      if (isOpen) return;
      setAction(null);
      afterClose();
    },
  });
  const email = attendee.email;

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
      <AttendeeCheckIns event={event} attendee={attendee} />
      <Form id={formId} {...form.props}>
        <Stack gap="md">
          <TextField {...textField("first_name")} isRequired />
          <TextField {...textField("last_name")} isRequired />
          <TextField {...textField("email")} type="email" isRequired />
          {asked.map((question) => (
            <QuestionInput key={question.id} owner={owner} question={question} form={form} text={text} />
          ))}
          <TextField {...textField("notes")} />
        </Stack>
      </Form>
      {answers.some((answer) => !askedIds.has(answer.question_id)) ? (
        <SummaryList
          rows={answers
            .filter((answer) => !askedIds.has(answer.question_id))
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
