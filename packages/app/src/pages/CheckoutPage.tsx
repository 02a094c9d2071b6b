import { useLingui } from "@lingui/react/macro";
import { isApiError, type Order, type PublicEvent, type Question } from "@varco/domain";
import { useCallback, useState } from "react";
import { CheckoutDetails } from "../areas/checkout/CheckoutDetails";
import { CheckoutPayment } from "../areas/checkout/CheckoutPayment";
import { CheckoutSummary } from "../areas/checkout/CheckoutSummary";
import { checkoutPath, eventPagePath, isSettled } from "../areas/checkout/checkoutArea";
import { MyTicketsList, MyTicketsRequest } from "../areas/checkout/MyTickets";
import { OrderClosed } from "../areas/checkout/OrderClosed";
import { serverUnreachable, somethingWentWrong } from "../forms/callFailures";
import { useRuntimeConfig } from "../shell/RuntimeConfigContext";
import { type PageAddress, PublicPageFrame } from "./PageFrame";

interface CheckoutPageCommon {
  address: PageAddress;
  eventId: number;
  shortId: string;
  order: Order;
  event: PublicEvent;
}

export type CheckoutPageProps =
  | ({ view: "summary" } & CheckoutPageCommon)
  /** "Find my tickets" (`/my-tickets`), or a mailed link that no longer works. */
  | { view: "myTickets"; address: PageAddress; expired: boolean }
  /** The orders a mailed link lists (`/my-tickets/{token}`). */
  | { view: "myTicketsList"; address: PageAddress; orders: (Order & { event?: PublicEvent })[] }
  /** `questions`: the visible ones; `drawnAt`: when the server drew it (epoch ms). */
  | ({ view: "details"; questions: Question[]; drawnAt: number } & CheckoutPageCommon)
  /** `failed`: a card payment's refusal (`?failed=`); `drawnAt`: when the server drew it (epoch ms). */
  | ({ view: "payment"; failed: string | null; drawnAt: number } & CheckoutPageCommon);

/**
 * A checkout's pages the server draws: the details step and, when it is paid offline, the payment
 * step of the buyer's own reserved order; the summary once the order left RESERVED (bought,
 * awaiting an offline payment, or closed). Card payment is the app's (it needs Stripe).
 */
export function Page(props: CheckoutPageProps) {
  return (
    <PublicPageFrame address={props.address}>
      {props.view === "myTickets" ? (
        <MyTicketsRequest expired={props.expired} />
      ) : props.view === "myTicketsList" ? (
        <MyTicketsList orders={props.orders} />
      ) : props.view === "summary" ? (
        <CheckoutSummary
          order={props.order}
          event={props.event}
          eventId={props.eventId}
          shortId={props.shortId}
        />
      ) : props.view === "details" ? (
        <DetailsStep {...props} />
      ) : (
        <PaymentStep {...props} />
      )}
    </PublicPageFrame>
  );
}

function DetailsStep({
  order,
  event,
  eventId,
  shortId,
  questions,
  drawnAt,
}: CheckoutPageProps & { view: "details" }) {
  const { apiUrlClient, termsUrl } = useRuntimeConfig();
  return (
    <CheckoutDetails
      order={order}
      event={event}
      questions={questions}
      termsUrl={termsUrl}
      drawnAt={drawnAt}
      complete={async (body) => {
        const { completeOrder } = await import("./checkoutCalls");
        return completeOrder(apiUrlClient, eventId, shortId, body);
      }}
      // The next step is a page of its own: the payment page (drawn, or the app's for a card), or
      // the summary of an order that needed no payment.
      onCompleted={(answer) =>
        window.location.assign(checkoutPath(eventId, shortId, isSettled(answer) ? "summary" : "payment"))
      }
      cancel={async () => {
        try {
          const { abandonOrder } = await import("./checkoutCalls");
          await abandonOrder(apiUrlClient, eventId, shortId);
        } finally {
          window.location.assign(eventPagePath(event));
        }
      }}
    />
  );
}

function PaymentStep({
  order,
  event,
  eventId,
  shortId,
  failed,
  drawnAt,
}: CheckoutPageProps & { view: "payment" }) {
  const { i18n } = useLingui();
  const { apiUrlClient } = useRuntimeConfig();
  const [expired, setExpired] = useState(false);
  const onExpired = useCallback(() => setExpired(true), []);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (expired) return <OrderClosed area={{ event }} expired />;

  const payOffline = async () => {
    setProblem(null);
    setPending(true);
    try {
      const { awaitOfflinePayment } = await import("./checkoutCalls");
      await awaitOfflinePayment(apiUrlClient, eventId, shortId);
    } catch (error) {
      setPending(false);
      // The order changed meanwhile (its time ran out, it was already paid for, the session is not
      // its): drawn again, the page (or the app) says where it stands now.
      if (isApiError(error) && (error.status === 403 || error.status === 409)) {
        window.location.reload();
        return;
      }
      setProblem(i18n._(isApiError(error) && error.isNetworkError ? serverUnreachable : somethingWentWrong));
      return;
    }
    // The summary is a page the server draws too.
    window.location.assign(checkoutPath(eventId, shortId, "summary"));
  };

  return (
    <CheckoutPayment
      order={order}
      event={event}
      failed={failed}
      onExpired={onExpired}
      offline={{ pay: () => void payOffline(), isPending: pending, problem }}
      card={null}
      drawnAt={drawnAt}
    />
  );
}
