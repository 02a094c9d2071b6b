import { useLingui } from "@lingui/react/macro";
import {
  currencyMinorDigits,
  type Event,
  type Order,
  type RefundOrderBody,
  refundOrderSchema,
} from "@varco/domain";
import {
  useCancelOrder,
  useMarkOrderAsPaid,
  useOrder,
  useRefundOrder,
  useResendOrderConfirmation,
} from "@varco/domain/swr";
import {
  Button,
  ConfirmDialog,
  Dialog,
  Drawer,
  Form,
  Heading,
  Inline,
  Modal,
  NumberField,
  Stack,
  SummaryList,
  Switch,
  Text,
  toasts,
} from "@varco/ui";
import { type ReactNode, useId, useState } from "react";
import { AttendeeStatusBadge, buyerNameOf, OrderStatusBadge, useSaleFormats } from "../../format/orderWords";
import { DialogFormFooter } from "../../forms/FormActions";
import { failureMessage } from "../../forms/fieldErrors";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useFocusStaysOnActions } from "../../shell/keepFocus";
import { QueryView } from "../../shell/QueryView";

type Action = "cancel" | "refund" | "markPaid" | "resend";

/** One order in a side sheet: what was bought, by whom, the answers, the money and its history. */
export function OrderDrawer({
  event,
  orderId,
  onClose,
}: {
  event: Event;
  orderId: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const order = useOrder(event.id, orderId);
  const publicId = order.data?.public_id ?? "";
  return (
    <Drawer
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={publicId ? t`Order ${publicId}` : t`Order`}
      closeLabel={t`Close`}
    >
      <QueryView
        query={order}
        loadingLabel={t`Loading the order`}
        failure={t`The order could not be loaded.`}
      >
        {(loaded) => <OrderDetails event={event} order={loaded} />}
      </QueryView>
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="sm">
      <Heading level={3}>{title}</Heading>
      {children}
    </Stack>
  );
}

function OrderDetails({ event, order }: { event: Event; order: Order }) {
  const { t } = useLingui();
  const format = useSaleFormats(event);
  const [action, setAction] = useState<Action | null>(null);
  const money = (amount: number) => format.money(amount, order.currency);
  const canCancel = order.status === "COMPLETED" || order.status === "AWAITING_OFFLINE_PAYMENT";
  const refunded = order.total_refunded ?? 0;
  // The server says what may be refunded now (nothing while a refund is on its way).
  const canRefund = (order.refundable_amount ?? 0) > 0;
  const historyWords = useHistoryWords();
  const refundWords = useRefundStatusWords();
  const reasonWords = useRefundReasonWords();
  const promoCode = order.promo_code ?? "";
  const { toolbarId: actionsId, afterClose } = useFocusStaysOnActions();

  return (
    <Stack gap="lg">
      <Inline gap="sm" align="center" wrap>
        <OrderStatusBadge order={order} />
        {promoCode ? <Text tone="muted">{t`Promo code ${promoCode}`}</Text> : null}
      </Inline>
      <Inline id={actionsId} gap="sm" wrap aria-label={t`Order actions`} role="toolbar">
        {order.status === "AWAITING_OFFLINE_PAYMENT" ? (
          <Button size="sm" onPress={() => setAction("markPaid")}>{t`Mark as paid`}</Button>
        ) : null}
        {canRefund ? (
          <Button size="sm" variant="outline" onPress={() => setAction("refund")}>{t`Refund`}</Button>
        ) : null}
        {order.status === "COMPLETED" ? (
          <Button size="sm" variant="outline" tone="neutral" onPress={() => setAction("resend")}>
            {t`Resend confirmation`}
          </Button>
        ) : null}
        {canCancel ? (
          <Button size="sm" variant="outline" tone="danger" onPress={() => setAction("cancel")}>
            {t`Cancel order`}
          </Button>
        ) : null}
      </Inline>

      <Section title={t`Buyer`}>
        <SummaryList
          rows={[
            { label: t`Name`, value: buyerNameOf(order) },
            { label: t`Email`, value: order.email ?? "" },
            { label: t`Placed`, value: order.created_at ? format.moment(order.created_at) : "" },
          ]}
        />
      </Section>

      <Section title={t`Items`}>
        <SummaryList
          rows={[
            ...(order.order_items ?? []).map((item) => ({
              key: `item-${item.id ?? item.product_id}`,
              label: `${item.item_name} × ${format.count(item.quantity)}`,
              value: money(item.total_before_additions),
            })),
            { key: "tax", label: t`Taxes`, value: money(order.total_tax) },
            { key: "fee", label: t`Fees`, value: money(order.total_fee) },
            ...(refunded > 0
              ? [{ key: "refunded", label: t`Refunded`, value: `\u2212${money(refunded)}` }]
              : []),
          ]}
          total={{ label: t`Total`, value: money(order.total_gross) }}
        />
      </Section>

      <Section title={t`Attendees`}>
        {(order.attendees ?? []).length === 0 ? (
          <Text tone="muted">{t`No attendees.`}</Text>
        ) : (
          <Stack as="ul" gap="xs">
            {(order.attendees ?? []).map((attendee) => (
              <Inline as="li" key={attendee.id} gap="sm" align="center" justify="between" wrap>
                <Text>
                  {`${attendee.first_name} ${attendee.last_name}`.trim()} · {attendee.product?.title ?? ""}
                </Text>
                <AttendeeStatusBadge status={attendee.status} />
              </Inline>
            ))}
          </Stack>
        )}
      </Section>

      {(order.question_answers ?? []).length > 0 ? (
        <Section title={t`Answers`}>
          <SummaryList
            rows={(order.question_answers ?? []).map((answer) => ({
              key: answer.question_answer_id,
              label: answer.title,
              value: answer.text_answer,
            }))}
          />
        </Section>
      ) : null}

      {(order.payments ?? []).length > 0 ? (
        <Section title={t`Payments`}>
          <SummaryList
            rows={(order.payments ?? []).map((payment) => ({
              key: `${payment.provider}-${payment.paid_at ?? payment.amount}`,
              label: payment.provider === "STRIPE" ? t`Card (Stripe)` : t`Offline payment`,
              value: `${money(payment.amount)}${payment.paid_at ? ` · ${format.moment(payment.paid_at)}` : ""}`,
            }))}
          />
        </Section>
      ) : null}

      {(order.refunds ?? []).length > 0 ? (
        <Section title={t`Refunds`}>
          <SummaryList
            rows={(order.refunds ?? []).map((refund) => ({
              key: refund.id,
              label: format.moment(refund.created_at),
              value: [money(refund.amount), refundWords[refund.status], reasonOf(reasonWords, refund.reason)]
                .filter(Boolean)
                .join(" · "),
            }))}
          />
        </Section>
      ) : null}

      {(order.history ?? []).length > 0 ? (
        <Section title={t`History`}>
          <Stack as="ol" gap="xs">
            {(order.history ?? []).map((entry) => (
              <li key={`${entry.kind}-${entry.at}-${entry.amount ?? ""}`}>
                <Text>
                  <time dateTime={entry.at}>{format.moment(entry.at)}</time>
                  {` · ${historyWords[entry.kind]}${entry.amount === undefined ? "" : ` (${money(entry.amount)})`}`}
                </Text>
              </li>
            ))}
          </Stack>
        </Section>
      ) : null}

      <OrderActionDialogs
        event={event}
        order={order}
        action={action}
        onDone={() => {
          setAction(null);
          afterClose();
        }}
      />
    </Stack>
  );
}

function useRefundStatusWords() {
  const { t } = useLingui();
  return { PENDING: t`Pending`, FAILED: t`Failed`, SUCCEEDED: t`Done` } as const;
}

/**
 * Why a card payment was given back as soon as it arrived (docs/rules/payments.md); the
 * organiser's own refunds have no reason.
 */
function useRefundReasonWords(): Record<string, string> {
  const { t } = useLingui();
  return {
    EXPIRED_BEFORE_PAYMENT: t`Card payment arrived after the reservation expired`,
    ORDER_CANCELLED_BEFORE_PAYMENT: t`Card payment arrived after the order was cancelled`,
    ALREADY_PAID: t`Second payment by card: the order was already paid`,
  };
}

/** A refund's reason in words; nothing for none, or for one this app does not know yet. */
function reasonOf(words: Record<string, string>, reason: string | null | undefined): string {
  return reason && Object.hasOwn(words, reason) ? (words[reason] ?? "") : "";
}

function useHistoryWords() {
  const { t } = useLingui();
  return {
    CREATED: t`Order placed`,
    COMPLETED: t`Order completed`,
    PAID: t`Payment received`,
    CANCELLED: t`Order cancelled`,
    REFUNDED: t`Refund`,
  } as const;
}

/** The confirmations of an order's actions; each says what happened in a toast. */
function OrderActionDialogs({
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
  const { t, i18n } = useLingui();
  const cancel = useCancelOrder();
  const markPaid = useMarkOrderAsPaid();
  const resend = useResendOrderConfirmation();
  const orderId = order.id ?? 0;
  const publicId = order.public_id;
  const email = order.email ?? "";
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

/**
 * A full or partial refund: the amount (at most what the server says is left, to the currency's
 * smallest unit), and whether to tell the buyer and cancel.
 */
function RefundDialog({ event, order, onDone }: { event: Event; order: Order; onDone: () => void }) {
  const { t } = useLingui();
  const formId = useId();
  const refund = useRefundOrder();
  const left = order.refundable_amount ?? 0;
  const smallest = 10 ** -currencyMinorDigits(order.currency);
  const format = useSaleFormats(event);
  const leftText = format.money(left, order.currency);
  const publicId = order.public_id;
  const form = useSchemaForm({
    schema: refundOrderSchema,
    initial: { amount: left, notify_buyer: true, cancel_order: false },
    labels: {
      amount: t`Refund amount`,
      notify_buyer: t`Tell the buyer by email`,
      cancel_order: t`Also cancel the order`,
    },
    toBody: (values) => ({ ...values, amount: Number.isNaN(values.amount) ? undefined : values.amount }),
    submit: (body: RefundOrderBody) => refund.trigger(event.id, order.id ?? 0, body),
    saved: t`The refund of order ${publicId} was recorded.`,
    onSaved: onDone,
  });
  return (
    <Dialog
      title={t`Refund order ${publicId}`}
      footer={({ close }) => (
        <DialogFormFooter formId={formId} isPending={form.isPending} close={close} label={t`Refund`} />
      )}
    >
      <Form id={formId} {...form.props}>
        <Stack gap="md">
          <NumberField
            {...form.field("amount")}
            minValue={smallest}
            maxValue={left}
            formatOptions={{ style: "currency", currency: order.currency }}
            description={t`Up to ${leftText}, what was paid and not yet refunded. Less is a partial refund.`}
            isRequired
            autoFocus
          />
          <Switch {...form.toggle("notify_buyer")} />
          <Switch {...form.toggle("cancel_order")} />
        </Stack>
      </Form>
    </Dialog>
  );
}
