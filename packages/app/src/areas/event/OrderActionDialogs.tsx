import { useLingui } from "@lingui/react/macro";
import {
  currencyMinorDigits,
  type Event,
  type Order,
  type RefundOrderBody,
  reasonIssue,
  refundOrderSchema,
} from "@varco/domain";
import {
  useCancelOrder,
  useMarkOrderAsPaid,
  useRefundOrder,
  useResendOrderConfirmation,
} from "@varco/domain/swr";
import {
  Button,
  Checkbox,
  CheckboxGroup,
  ConfirmDialog,
  Dialog,
  Modal,
  NumberField,
  Switch,
} from "@varco/ui";
import { useMemo, useState } from "react";
import { useSaleFormats } from "../../format/orderWords";
import { FormDialog } from "../../forms/FormDialog";
import { useToastedWrite } from "../../forms/toastedWrite";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { MessageBuyerDialog } from "./MessageBuyerDialog";

/** What the organiser asked to do to the order. */
export type Action = "cancel" | "refund" | "markPaid" | "resend" | "message";

/** The confirmations of an order's actions; each says what happened in a toast. */
export function OrderActionDialogs({
  event,
  order,
  action,
  onDone,
}: {
  event: Event;
  order: Order;
  action: Action | null;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const cancel = useCancelOrder();
  const markPaid = useMarkOrderAsPaid();
  const resend = useResendOrderConfirmation();
  const orderId = order.id ?? 0;
  const publicId = order.public_id;
  const email = order.email ?? "";
  const run = useToastedWrite();
  const opened = (which: Action) => ({
    isOpen: action === which,
    onOpenChange: (isOpen: boolean) => !isOpen && onDone(),
  });

  return (
    <>
      <Modal {...opened("cancel")} size="sm" isDismissable={false}>
        {action === "cancel" ? (
          <CancelOrderDialog
            publicId={publicId}
            onCancel={(notifyBuyer) =>
              run(
                () => cancel.trigger(event.id, orderId, { notify_buyer: notifyBuyer }),
                t`Order ${publicId} was cancelled.`,
              )()
            }
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        {...opened("markPaid")}
        title={t`Mark order ${publicId} as paid?`}
        message={t`Do it once the money has arrived: the order is completed and its tickets admit.`}
        confirmLabel={t`Mark as paid`}
        cancelLabel={t`Cancel`}
        onConfirm={run(() => markPaid.trigger(event.id, orderId), t`Order ${publicId} is marked as paid.`)}
      />
      <ConfirmDialog
        {...opened("resend")}
        title={t`Resend the confirmation?`}
        message={t`The order confirmation and its tickets go again to ${email}.`}
        confirmLabel={t`Resend`}
        cancelLabel={t`Cancel`}
        onConfirm={run(() => resend.trigger(event.id, orderId), t`The confirmation was sent again.`)}
      />
      <Modal {...opened("refund")} isDismissable={false}>
        {action === "refund" ? <RefundDialog event={event} order={order} onDone={onDone} /> : null}
      </Modal>
      <Modal {...opened("message")} isDismissable={false} size="fullscreen-on-mobile">
        {action === "message" ? <MessageBuyerDialog event={event} order={order} onDone={onDone} /> : null}
      </Modal>
    </>
  );
}

/**
 * Cancelling asks first, as an alert dialog whose safe choice has the focus, and whether to mail
 * the buyer; it stays open while the cancellation is on its way, and when it fails.
 */
function CancelOrderDialog({
  publicId,
  onCancel,
}: {
  publicId: string;
  onCancel: (notifyBuyer: boolean) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [notifyBuyer, setNotifyBuyer] = useState(true);
  const [isPending, setPending] = useState(false);
  const confirm = (close: () => void) => {
    setPending(true);
    onCancel(notifyBuyer).then(
      () => {
        setPending(false);
        close();
      },
      () => setPending(false),
    );
  };
  return (
    <Dialog
      role="alertdialog"
      title={t`Cancel order ${publicId}?`}
      description={t`Its tickets stop admitting and their places go back on sale. Money is not refunded: refund it separately.`}
      showCloseButton={false}
      footer={({ close }) => (
        <>
          <Button variant="outline" tone="neutral" isDisabled={isPending} autoFocus onPress={close}>
            {t`Keep the order`}
          </Button>
          <Button tone="danger" isPending={isPending} onPress={() => confirm(close)}>
            {t`Cancel order`}
          </Button>
        </>
      )}
    >
      <Switch isSelected={notifyBuyer} onChange={setNotifyBuyer} isDisabled={isPending}>
        {t`Tell the buyer by email`}
      </Switch>
    </Dialog>
  );
}

/** A ticket of the order that may still get money back, and how much (in the order's currency). */
interface RefundableTicket {
  id: number;
  label: string;
  left: number;
}

/** The order's tickets with something left to give back: what each was paid less what came back. */
function refundableTicketsOf(order: Order, smallest: number): RefundableTicket[] {
  return (order.attendees ?? []).flatMap((attendee) => {
    if (attendee.amount_paid === undefined) return [];
    // Rounded to the currency's smallest unit: a difference of decimals is not a float's noise.
    const left = Math.round((attendee.amount_paid - (attendee.amount_refunded ?? 0)) / smallest) * smallest;
    if (!(left > 0)) return [];
    const name = `${attendee.first_name} ${attendee.last_name}`.trim();
    return [{ id: attendee.id, label: `${name} · ${attendee.product?.title ?? ""}`, left }];
  });
}

/**
 * A full or partial refund: the amount (at most what the server says is left, to the currency's
 * smallest unit), and whether to tell the buyer and cancel. Picking tickets sets the amount to what
 * they may still get back (the organiser may lower it) and offers to cancel them too. More than is
 * left is refused on the field, in the server's words, rather than lowered to the most: an amount
 * is never changed behind the organiser's back before it is sent.
 */
function RefundDialog({ event, order, onDone }: { event: Event; order: Order; onDone: () => void }) {
  const { t } = useLingui();
  const refund = useRefundOrder();
  const left = order.refundable_amount ?? 0;
  const smallest = 10 ** -currencyMinorDigits(order.currency);
  const format = useSaleFormats(event);
  const publicId = order.public_id;
  const tickets = useMemo(() => refundableTicketsOf(order, smallest), [order, smallest]);
  const [picked, setPicked] = useState<string[]>([]);
  // What the picked tickets may still get back, never more than the order may; the order's all.
  const mostOf = (ids: readonly string[]) => {
    if (ids.length === 0) return left;
    const sum = tickets
      .filter((ticket) => ids.includes(String(ticket.id)))
      .reduce((total, ticket) => total + ticket.left, 0);
    return Math.min(left, Math.round(sum / smallest) * smallest);
  };
  const most = mostOf(picked);
  const leftText = format.money(most, order.currency);
  const schema = useMemo(
    () =>
      refundOrderSchema.refine((body) => !(Number(body.amount) > most), {
        path: ["amount"],
        ...reasonIssue({ code: "refund_exceeds_remaining", remaining: most, currency: order.currency }),
      }),
    [most, order.currency],
  );
  const form = useSchemaForm({
    schema,
    initial: { amount: left, notify_buyer: true, cancel_order: false, cancel_attendees: false },
    labels: {
      amount: t`Refund amount`,
      notify_buyer: t`Tell the buyer by email`,
      cancel_order: t`Also cancel the order`,
      cancel_attendees: t`Also cancel the picked tickets`,
      attendee_ids: t`Tickets to refund`,
    },
    toBody: ({ cancel_attendees, ...values }) => ({
      ...values,
      amount: Number.isNaN(values.amount) ? undefined : values.amount,
      ...(picked.length > 0 ? { attendee_ids: picked.map(Number), cancel_attendees } : {}),
    }),
    submit: (body: RefundOrderBody) => refund.trigger(event.id, order.id ?? 0, body),
    saved: t`The refund of order ${publicId} was recorded.`,
    onSaved: onDone,
  });
  const pick = (ids: string[]) => {
    setPicked(ids);
    form.set("amount", mostOf(ids));
    form.forget("attendee_ids");
  };
  return (
    <FormDialog title={t`Refund order ${publicId}`} form={form} submitLabel={t`Refund`}>
      {tickets.length > 0 ? (
        <CheckboxGroup
          {...form.refusal("attendee_ids")}
          label={t`Tickets to refund`}
          description={t`Pick tickets to refund what they were paid; pick none to refund an amount of the order.`}
          value={picked}
          onChange={pick}
        >
          {tickets.map((ticket) => (
            <Checkbox key={ticket.id} value={String(ticket.id)}>
              {`${ticket.label} — ${format.money(ticket.left, order.currency)}`}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : null}
      <NumberField
        {...form.field("amount")}
        minValue={smallest}
        formatOptions={{ style: "currency", currency: order.currency }}
        description={
          picked.length > 0
            ? t`Up to ${leftText}, what the picked tickets were paid and have not had back. Less is a partial refund.`
            : t`Up to ${leftText}, what was paid and not yet refunded. Less is a partial refund.`
        }
        isRequired
        autoFocus
      />
      <Switch {...form.toggle("notify_buyer")} />
      {picked.length > 0 && !form.values.cancel_order ? (
        <Switch {...form.toggle("cancel_attendees")} />
      ) : null}
      <Switch {...form.toggle("cancel_order")} />
    </FormDialog>
  );
}
