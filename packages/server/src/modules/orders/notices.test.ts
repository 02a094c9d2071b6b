import { userLocales } from "@varco/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { type SmtpMailbox, useSmtpMailbox } from "../../test/smtpMailbox";
import { useStripeStandIn } from "../../test/stripeStandIn";
import { type TestApp, useTestApp } from "../../test/testApp";
import { orderNoticeTemplates } from "../mail/orderNoticeMail";
import { renderMail } from "../mail/templates";
import {
  cardOrder,
  cardPaymentEnv,
  postAs,
  type SalesEvent,
  salesEvent,
  soldOrder,
  stripeRefundUpdate,
} from "./testFixtures";

/** A new event, the outbox and the mailbox emptied: only what the order's moves send is left to read. */
async function quietEvent(api: TestApp, mailbox: SmtpMailbox): Promise<SalesEvent> {
  const event = await salesEvent(api);
  await api.db.delete(mailOutbox);
  mailbox.clear();
  return event;
}

describe("the buyer's notices of a cancelled or refunded order, rendered", () => {
  const payload = {
    first_name: "Ada",
    event_title: "Aida <in the Park>",
    order_number: "O-ABC1234",
    amount: "12,50 €",
  };

  it.each(orderNoticeTemplates)(
    "%s speaks every locale, naming the event, the order and the amount",
    (template) => {
      const english = renderMail(template, payload, { locale: "en", appName: "Varco" });
      for (const locale of userLocales) {
        const mail = renderMail(template, payload, { locale, appName: "Varco" });
        expect(mail.subject, locale).toContain("Aida <in the Park>");
        expect(mail.text, locale).toContain("O-ABC1234");
        if (template !== "order_cancelled" && template !== "ticket_cancelled")
          expect(mail.text, locale).toContain("12,50 €");
        expect(`${mail.subject}${mail.text}`, locale).not.toMatch(/\{\w+\}/);
        if (locale !== "en") expect(mail.subject, locale).not.toBe(english.subject);
        expect(mail.html, locale).toContain("Aida &lt;in the Park&gt;");
      }
    },
  );
});

describe("the buyer's notices, sent", () => {
  const api = useTestApp();
  const mailbox = useSmtpMailbox();
  let event: SalesEvent;

  beforeEach(async () => {
    event = await quietEvent(api, mailbox);
  });

  it("tells the buyer in the order's language that the order was cancelled, once", async () => {
    const { order } = await soldOrder(api, event, {
      tickets: 2,
      provider: "OFFLINE",
      locale: "it",
      buyer: { firstName: "Franca", lastName: "Blu", email: "franca@example.com" },
    });
    const path = `/api/events/${event.event.id}/orders/${order.id}/cancel`;
    expect((await api.request(path, postAs(event.token))).status).toBe(200);
    expect((await api.request(path, postAs(event.token))).status).toBe(409);
    const mails = await mailbox.deliver(api.db);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe("franca@example.com");
    expect(mail?.subject).toBe(`Il tuo ordine ${order.publicId} per Aida in the Park è stato annullato`);
    expect(mail?.text).toContain("I biglietti di questo ordine non sono più validi.");
  });

  it("says nothing when the organiser asks not to tell the buyer", async () => {
    const { order } = await soldOrder(api, event, { tickets: 1, provider: "OFFLINE" });
    const answer = await api.request(
      `/api/events/${event.event.id}/orders/${order.id}/cancel`,
      postAs(event.token, { notify_buyer: false }),
    );
    expect(answer.status).toBe(200);
    expect(await mailbox.deliver(api.db)).toHaveLength(0);
  });

  it("tells the buyer the amount refunded, in the order's language and currency", async () => {
    const { order } = await soldOrder(api, event, {
      tickets: 2,
      provider: "OFFLINE",
      locale: "de",
      buyer: { firstName: "Greta", lastName: "Klein", email: "greta@example.com" },
    });
    const answer = await api.request(
      `/api/events/${event.event.id}/orders/${order.id}/refund`,
      postAs(event.token, { amount: 12.5, notify_buyer: true, cancel_order: false }),
    );
    expect(answer.status).toBe(200);
    const mails = await mailbox.deliver(api.db);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe("greta@example.com");
    // Intl puts a no-break space between the amount and its currency.
    expect(mail?.subject.replace(/\s/g, " ")).toBe(
      "Sie haben eine Erstattung von 12,50 € für Aida in the Park erhalten",
    );
    expect(mail?.text).toContain(`Ihrer Bestellung ${order.publicId}`);
  });
});

describe("the buyer's notices of a refund Stripe makes later", () => {
  const stripeEnv = cardPaymentEnv();
  // The stand-in starts first and tells the app where it listens.
  const stripe = useStripeStandIn((url) => {
    stripeEnv.STRIPE_API_URL = url;
  });
  const api = useTestApp({ env: stripeEnv });
  const mailbox = useSmtpMailbox();
  let event: SalesEvent;

  beforeEach(async () => {
    stripe.reset();
    stripe.refundStatus = "pending";
    event = await quietEvent(api, mailbox);
  });

  /** An Italian buyer's order of two Stalls (50.00), paid by card at the stand-in. */
  async function italianCardOrder() {
    const sale = await cardOrder(api, stripe, event, {
      tickets: 2,
      locale: "it",
      buyer: { firstName: "Franca", lastName: "Blu", email: "franca@example.com" },
    });
    return sale.order;
  }

  async function refund(orderId: number, notify: boolean) {
    const answer = await api.request(
      `/api/events/${event.event.id}/orders/${orderId}/refund`,
      postAs(event.token, { amount: 12.5, notify_buyer: notify, cancel_order: false }),
    );
    expect(answer.status).toBe(200);
    const made = [...stripe.refunds.values()].at(-1);
    if (!made) throw new Error("no refund at the stand-in");
    return made;
  }

  async function stripeSays(refund: object, status: string) {
    expect((await stripeRefundUpdate(api, stripeEnv, refund, status)).status).toBe(204);
  }

  const flat = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ");

  it("says the refund is on its way while Stripe makes it, then that it is done, once", async () => {
    const order = await italianCardOrder();
    const made = await refund(order.id, true);
    const first = await mailbox.deliver(api.db);
    expect(first).toHaveLength(1);
    expect(first[0]?.to).toBe("franca@example.com");
    expect(flat(first[0]?.subject)).toBe("Il tuo rimborso di 12,50 € per Aida in the Park è in arrivo");
    expect(first[0]?.text).toContain("Il rimborso è in arrivo.");
    expect(first[0]?.text).not.toContain("Ti sono stati rimborsati");
    mailbox.clear();

    await stripeSays(made, "succeeded");
    // Stripe sends a settled refund's news more than once: the buyer hears it once.
    await stripeSays(made, "succeeded");
    const second = await mailbox.deliver(api.db);
    expect(second).toHaveLength(1);
    expect(flat(second[0]?.subject)).toBe("Ti sono stati rimborsati 12,50 € per Aida in the Park");
    expect(second[0]?.text).toContain(`dell'ordine ${order.publicId}`);
  });

  it("tells the buyer when the refund did not go through", async () => {
    const order = await italianCardOrder();
    const made = await refund(order.id, true);
    await mailbox.deliver(api.db);
    mailbox.clear();
    await stripeSays(made, "failed");
    const mails = await mailbox.deliver(api.db);
    expect(mails).toHaveLength(1);
    expect(flat(mails[0]?.subject)).toBe(
      "Il tuo rimborso di 12,50 € per Aida in the Park non è andato a buon fine",
    );
    expect(mails[0]?.text).toContain("Contatta l'organizzatore dell'evento");
  });

  it("stays silent afterwards when the organiser asked not to tell the buyer", async () => {
    const order = await italianCardOrder();
    const made = await refund(order.id, false);
    await stripeSays(made, "succeeded");
    expect(await mailbox.deliver(api.db)).toHaveLength(0);
  });
});
