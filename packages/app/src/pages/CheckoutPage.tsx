import { useLingui } from "@lingui/react/macro";
import { isApiError, type Order, type PublicEvent, type Question, type WidgetOptions } from "@varco/domain";
import { type ReactNode, useCallback, useState } from "react";
import { CardElsewhere } from "../areas/checkout/CardElsewhere";
import { CheckoutDetails } from "../areas/checkout/CheckoutDetails";
import { CheckoutPayment } from "../areas/checkout/CheckoutPayment";
import { CheckoutSummary } from "../areas/checkout/CheckoutSummary";
import { checkoutPath, eventPagePath, isSettled } from "../areas/checkout/checkoutArea";
import { MyTicketsList, MyTicketsRequest } from "../areas/checkout/MyTickets";
import { OrderClosed } from "../areas/checkout/OrderClosed";
import { WidgetFrame } from "../areas/public/WidgetFrame";
import type { WidgetLook } from "../areas/public/widgetLook";
import { widgetCheckoutPath, widgetPath, widgetSessionParameter } from "../areas/public/widgetPaths";
import { type WaitlistEntryProps, WaitlistEntryView } from "../areas/waitlist/WaitlistEntry";
import { serverUnreachable, somethingWentWrong } from "../forms/callFailures";
import { useRuntimeConfig } from "../shell/RuntimeConfigContext";
import type { CheckoutWay } from "./checkoutCalls";
import { type PageAddress, PublicPageFrame } from "./PageFrame";

interface CheckoutPageCommon {
  address: PageAddress;
  eventId: number;
  shortId: string;
  order: Order;
  event: PublicEvent;
  /**
   * Drawn inside the widget's frame (`/widget/{eventId}/checkout/…`), with the options its
   * embedding page asked for: the address carries the session.
   */
  widget?: { options: WidgetOptions; look: WidgetLook } | undefined;
}

export type CheckoutPageProps =
  | ({ view: "summary" } & CheckoutPageCommon)
  /** "Find my tickets" (`/my-tickets`), or a mailed link that no longer works. */
  | { view: "myTickets"; address: PageAddress; expired: boolean }
  /** The orders a mailed link lists (`/my-tickets/{token}`). */
  | { view: "myTicketsList"; address: PageAddress; orders: (Order & { event?: PublicEvent })[] }
  /** `questions`: the visible ones; `drawnAt`: when the server drew it (epoch ms). */
  | ({ view: "details"; questions: Question[]; drawnAt: number } & CheckoutPageCommon)
  /**
   * `failed`: a card payment's refusal (`?failed=`); `drawnAt`: when the server drew it (epoch ms);
   * `cardElsewhere`: inside the widget, the card payment's page to open in a tab of its own (a
   * bank's check cannot run in another site's frame).
   */
  | ({
      view: "payment";
      failed: string | null;
      drawnAt: number;
      cardElsewhere?: string | null | undefined;
    } & CheckoutPageCommon)
  /** Inside the widget: an order that can no longer be completed (`expired`: its time ran out). */
  | ({ view: "closed"; expired: boolean } & CheckoutPageCommon)
  /** A waitlist entry's page (`/waitlist/{eventId}/{token}`), from its person's mails. */
  | ({ view: "waitlistEntry" } & WaitlistEntryProps);

function useCheckoutWay(props: CheckoutPageCommon): CheckoutWay {
  const { apiUrlClient } = useRuntimeConfig();
  const { eventId, shortId, event, address, widget } = props;
  if (!widget)
    return {
      calls: { apiUrl: apiUrlClient },
      step: (step) => checkoutPath(eventId, shortId, step),
      leave: eventPagePath(event),
    };
  const session = new URLSearchParams(address.search).get(widgetSessionParameter);
  const tickets = widgetPath(eventId, address.search);
  return {
    calls: { apiUrl: apiUrlClient, session },
    step: (step) => widgetCheckoutPath(eventId, shortId, step, address.search, session),
    leave: tickets,
    back: tickets,
  };
}

/**
 * A checkout's pages the server draws: the details step and, when it is paid offline, the payment
 * step of the buyer's own reserved order; the summary once the order left RESERVED (bought,
 * awaiting an offline payment, or closed). Card payment is the app's (it needs Stripe).
 */
export function Page(props: CheckoutPageProps) {
  const Frame = "widget" in props && props.widget ? InWidget : PublicPageFrame;
  return (
    <Frame {...props}>
      {props.view === "myTickets" ? (
        <MyTicketsRequest expired={props.expired} />
      ) : props.view === "myTicketsList" ? (
        <MyTicketsList orders={props.orders} />
      ) : props.view === "waitlistEntry" ? (
        <WaitlistEntryView {...props} />
      ) : props.view === "summary" ? (
        <CheckoutSummary
          order={props.order}
          event={props.event}
          eventId={props.eventId}
          shortId={props.shortId}
        />
      ) : props.view === "details" ? (
        <DetailsStep {...props} />
      ) : props.view === "closed" ? (
        <OrderClosed
          area={props}
          expired={props.expired}
          back={widgetPath(props.eventId, props.address.search)}
        />
      ) : (
        <PaymentStep {...props} />
      )}
    </Frame>
  );
}

function InWidget({ address, children, ...props }: CheckoutPageProps & { children: ReactNode }) {
  if (!("widget" in props) || !props.widget) return null;
  return (
    <WidgetFrame
      options={props.widget.options}
      look={props.widget.look}
      label={props.event.title}
      pathname={address.pathname}
    >
      {children}
    </WidgetFrame>
  );
}

function DetailsStep(props: CheckoutPageProps & { view: "details" }) {
  const { order, event, eventId, shortId, questions, drawnAt } = props;
  const { termsUrl } = useRuntimeConfig();
  const way = useCheckoutWay(props);
  return (
    <CheckoutDetails
      order={order}
      event={event}
      questions={questions}
      termsUrl={termsUrl}
      drawnAt={drawnAt}
      complete={async (body) => {
        const { completeOrder } = await import("./checkoutCalls");
        return completeOrder(way.calls, eventId, shortId, body);
      }}
      // The next step is a page of its own: the payment page (drawn, or the app's for a card), or
      // the summary of an order that needed no payment.
      onCompleted={(answer) => window.location.assign(way.step(isSettled(answer) ? "summary" : "payment"))}
      cancel={async () => {
        try {
          const { abandonOrder } = await import("./checkoutCalls");
          await abandonOrder(way.calls, eventId, shortId);
        } finally {
          window.location.assign(way.leave);
        }
      }}
    />
  );
}

function PaymentStep(props: CheckoutPageProps & { view: "payment" }) {
  const { order, event, eventId, shortId, failed, drawnAt, cardElsewhere } = props;
  const { i18n } = useLingui();
  const way = useCheckoutWay(props);
  const [expired, setExpired] = useState(false);
  const onExpired = useCallback(() => setExpired(true), []);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (expired) return <OrderClosed area={{ event }} expired back={way.back} />;

  const payOffline = async () => {
    setProblem(null);
    setPending(true);
    try {
      const { awaitOfflinePayment } = await import("./checkoutCalls");
      await awaitOfflinePayment(way.calls, eventId, shortId);
    } catch (error) {
      setPending(false);
      // The order changed meanwhile (its time ran out, it was already paid for, the session is not
      // its): drawn again, the page (or the app) says where it stands now.
      if (isApiError(error) && (error.status === 403 || error.status === 409)) {
        window.location.reload();
        return;
      }
      // A limit reached (too much mail from checkouts) says which, in the visitor's language.
      if (isApiError(error) && error.status === 429) {
        const [{ loadServerReasons }, { failureMessage }] = await Promise.all([
          import("../forms/reasonWords"),
          import("../forms/fieldErrors"),
        ]);
        await loadServerReasons(i18n);
        setProblem(failureMessage(error, i18n));
        return;
      }
      setProblem(i18n._(isApiError(error) && error.isNetworkError ? serverUnreachable : somethingWentWrong));
      return;
    }
    // The summary is a page the server draws too.
    window.location.assign(way.step("summary"));
  };

  return (
    <CheckoutPayment
      order={order}
      event={event}
      failed={failed}
      onExpired={onExpired}
      offline={{ pay: () => void payOffline(), isPending: pending, problem }}
      card={
        cardElsewhere ? (
          <CardElsewhere
            href={cardElsewhere}
            hasMovedOn={async () => {
              const { orderStatus } = await import("./checkoutCalls");
              return (await orderStatus(way.calls, eventId, shortId)) !== "RESERVED";
            }}
            onMovedOn={() => window.location.assign(way.step("summary"))}
          />
        ) : null
      }
      drawnAt={drawnAt}
    />
  );
}
