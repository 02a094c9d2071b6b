import { useLingui } from "@lingui/react/macro";
import { type Event, type Order, type SendMessageBody, sendMessageSchema } from "@varco/domain";
import { useMessageOrder } from "@varco/domain/swr";
import { TextField } from "@varco/ui";
import { FormDialog } from "../../forms/FormDialog";
import { RichTextField } from "../../forms/RichTextField";
import { useSchemaForm } from "../../forms/useSchemaForm";

/**
 * Writes to the buyer of one order from its drawer: a subject and a message. The call is checked
 * like any message, so it says whom it goes to (this order's buyer) as well.
 */
export function MessageBuyerDialog({
  event,
  order,
  onDone,
}: {
  event: Event;
  order: Order;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const write = useMessageOrder();
  const email = order.email ?? "";
  const orderId = order.id ?? 0;
  const form = useSchemaForm({
    schema: sendMessageSchema,
    initial: { subject: "", message: "" },
    labels: { subject: t`Subject`, message: t`Message` },
    toBody: (values) => ({ ...values, message_type: "ORDER_OWNER", order_id: orderId }),
    submit: (body: SendMessageBody) => write.trigger(event.id, orderId, body),
    saved: t`Your message to ${email} is on its way.`,
    onSaved: onDone,
  });
  return (
    <FormDialog
      title={t`Message the buyer`}
      description={t`It goes by email to ${email}, who can reply to you.`}
      form={form}
      submitLabel={t`Send`}
    >
      <TextField {...form.field("subject")} description={t`Up to 100 characters.`} isRequired autoFocus />
      <RichTextField field={form.field("message")} />
    </FormDialog>
  );
}
