import { useLingui } from "@lingui/react/macro";
import type { Event, Order } from "@varco/domain";
import { useOrder } from "@varco/domain/swr";
import { Button, Drawer, Heading, Inline, Stack, SummaryList, Text } from "@varco/ui";
import { type ReactNode, useState } from "react";
import { AttendeeStatusBadge, buyerNameOf, OrderStatusBadge, useSaleFormats } from "../../format/orderWords";
import { useFocusStaysOnActions } from "../../shell/keepFocus";
import { QueryView } from "../../shell/QueryView";
import { InvoiceButton } from "./InvoiceButton";
import { type Action, OrderActionDialogs } from "./OrderActionDialogs";
import { reasonOf, useHistoryWords, useRefundReasonWords, useRefundStatusWords } from "./orderDrawerWords";
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
        {order.email ? (
          <Button size="sm" variant="outline" tone="neutral" onPress={() => setAction("message")}>
            {t`Message the buyer`}
          </Button>
        ) : null}
        <InvoiceButton event={event} order={order} />
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
