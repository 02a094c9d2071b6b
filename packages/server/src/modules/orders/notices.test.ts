import { userLocales } from "@varco/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { type SmtpMailbox, startSmtpMailbox } from "../../test/smtpMailbox";
import { useTestApp } from "../../test/testApp";
import { orderNoticeTemplates } from "../mail/orderNoticeMail";
import { renderMail } from "../mail/templates";
import { postAs, type SalesEvent, salesEvent, soldOrder } from "./testFixtures";

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
        if (template === "order_refunded") expect(mail.text, locale).toContain("12,50 €");
        expect(`${mail.subject}${mail.text}`, locale).not.toMatch(/\{\w+\}/);
        if (locale !== "en") expect(mail.subject, locale).not.toBe(english.subject);
        expect(mail.html, locale).toContain("Aida &lt;in the Park&gt;");
      }
    },
  );
});

describe("the buyer's notices, sent", () => {
  const api = useTestApp();
  let mailbox: SmtpMailbox;
  let event: SalesEvent;

  beforeAll(async () => {
    mailbox = await startSmtpMailbox();
  });
  afterAll(async () => mailbox?.close());
  beforeEach(async () => {
    event = await salesEvent(api);
    // Only what the order's moves send (not the organiser's sign-up mail).
    await api.db.delete(mailOutbox);
    mailbox.clear();
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
