import { userLocales } from "@varco/domain";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventSettings, mailOutbox, orders, users } from "../../db/schema";
import { useSmtpMailbox } from "../../test/smtpMailbox";
import { testAppUrl, useTestApp } from "../../test/testApp";
import { completeOrderAwaitingOfflinePayment, fulfilOrder } from "../checkout/fulfil";
import { awaitOfflinePayment } from "../checkout/offline";
import { insertOrder, type TicketedEvent, ticketedEvent } from "../tickets/testFixtures";
import { organizerOrderMailStrings } from "./organizerOrderMailStrings";
import { renderMail } from "./templates";

const organizerEmail = "box-office@verdi.example.test";

describe("the organiser's copy of a new order, rendered", () => {
  const payload = {
    locale: "en",
    event_title: "Aida <in the Park>",
    order_number: "O-ABC1234",
    buyer_name: "Ada Lovelace",
    buyer_email: "ada@example.com",
    status: "PAID",
    currency: "EUR",
    items: [{ name: "Stalls", quantity: 2, total: 5000 }],
    taxes_and_fees: 1100,
    total: 6100,
    orders_path: "/manage/event/7/orders",
  };
  const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

  it.each(userLocales.filter((locale) => locale !== "en"))(
    "%s has every sentence translated, with its placeholders",
    (locale) => {
      const english = Object.entries(organizerOrderMailStrings.en);
      const translated = organizerOrderMailStrings[locale] as unknown as Record<string, string>;
      expect(Object.keys(translated)).toEqual(english.map(([key]) => key));
      for (const [key, text] of english) {
        // Words that are the same in many languages (Email, the item line) may stay as they are.
        if (text.split(" ").length > 3) expect(translated[key], `${locale}.${key}`).not.toBe(text);
        expect(placeholders(translated[key] ?? ""), `${locale}.${key}`).toEqual(placeholders(text));
      }
    },
  );

  it("names the order, the buyer, the items and the total in the reader's language, escaped in HTML", () => {
    const english = renderMail("organizer_new_order", payload, {
      locale: "en",
      appName: "Varco",
      appUrl: testAppUrl,
    });
    expect(english.subject).toBe("New order O-ABC1234 for Aida <in the Park>");
    for (const line of [
      "Ada Lovelace (ada@example.com) has placed an order for Aida <in the Park>.",
      "Order number: O-ABC1234",
      "Status: Paid",
      "Buyer: Ada Lovelace",
      "2 × Stalls: €50.00",
      "Taxes and fees: €11.00",
      "Total: €61.00",
      `View the event's orders: ${testAppUrl}/manage/event/7/orders`,
    ])
      expect(english.text).toContain(line);
    expect(english.html).toContain("Aida &lt;in the Park&gt;");
    for (const locale of userLocales) {
      const mail = renderMail("organizer_new_order", payload, {
        locale,
        appName: "Varco",
        appUrl: testAppUrl,
      });
      expect(mail.subject, locale).toContain("O-ABC1234");
      expect(mail.text, locale).toContain("ada@example.com");
      expect(mail.text, locale).toMatch(/61[.,]00/);
      expect(`${mail.subject}${mail.text}`, locale).not.toMatch(/\{\w+\}/);
      if (locale !== "en") expect(mail.subject, locale).not.toBe(english.subject);
    }
  });
});

describe("the organiser's copy of a new order, sent", () => {
  const api = useTestApp();
  const mailbox = useSmtpMailbox();
  let event: TicketedEvent;

  beforeAll(async () => {
    event = await ticketedEvent(api);
  });
  beforeEach(async () => {
    await api.db.delete(mailOutbox);
    mailbox.clear();
    await setEventSettings({ notify_organizer_of_new_orders: true });
    await api.db.update(users).set({ locale: "en" }).where(eq(users.id, event.userId));
  });

  async function setEventSettings(values: Record<string, unknown>) {
    await api.db.update(eventSettings).set({ values }).where(eq(eventSettings.eventId, event.event.id));
  }

  async function reservation(buyer: { firstName: string; lastName: string; email: string }) {
    const { order } = await insertOrder(api, event, {
      status: "RESERVED",
      paymentStatus: "AWAITING_PAYMENT",
      buyer,
      holders: [
        { ...buyer, status: "AWAITING_PAYMENT" },
        { firstName: "Gino", lastName: "Blu", email: "gino@example.com", status: "AWAITING_PAYMENT" },
      ],
      tax: 550,
    });
    await api.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() + 10 * 60_000) })
      .where(eq(orders.id, order.id));
    return order;
  }

  const fulfil = (orderId: number) =>
    api.db.transaction((tx) =>
      fulfilOrder(tx, orderId, { paymentStatus: "PAYMENT_RECEIVED", provider: "STRIPE" }),
    );

  it("mails the organiser once, in the account owner's language, with the total, however often the payment is confirmed", async () => {
    await api.db.update(users).set({ locale: "it" }).where(eq(users.id, event.userId));
    const order = await reservation({ firstName: "Franca", lastName: "Blu", email: "franca@example.com" });
    // A webhook delivered twice at once, then once more.
    const outcomes = await Promise.all([fulfil(order.id), fulfil(order.id)]);
    expect(outcomes.sort()).toEqual([false, true]);
    expect(await fulfil(order.id)).toBe(false);

    const mails = await mailbox.deliver(api.db);
    const toOrganizer = mails.filter((mail) => mail.to === organizerEmail);
    expect(toOrganizer).toHaveLength(1);
    const [mail] = toOrganizer;
    expect(mail?.subject).toBe(`Nuovo ordine ${order.publicId} per Aida in the Park`);
    for (const line of [
      "Franca Blu (franca@example.com) ha effettuato un ordine per Aida in the Park.",
      `Numero d'ordine: ${order.publicId}`,
      "Stato: Pagato",
      "Acquirente: Franca Blu",
      "Email: franca@example.com",
      "2 × Stalls - Front row: 50,00 €",
      "Tasse e commissioni: 11,00 €",
      "Totale: 61,00 €",
      `Vedi gli ordini dell'evento: ${testAppUrl}/manage/event/${event.event.id}/orders`,
    ])
      expect(mail?.text).toContain(line);
    expect(mail?.html).toContain(`href="${testAppUrl}/manage/event/${event.event.id}/orders"`);
    // The buyer's own mails stay in the order's language.
    expect(
      mails.find(
        (candidate) => candidate.to === "franca@example.com" && candidate.subject.startsWith("Your order"),
      ),
    ).toBeDefined();
  });

  it("is written in the language of the user who has the organiser's address", async () => {
    await api.db.update(users).set({ locale: "it" }).where(eq(users.id, event.userId));
    await api.db.update(users).set({ email: organizerEmail, locale: "de" }).where(eq(users.id, event.userId));
    try {
      const order = await reservation({ firstName: "Hanna", lastName: "Weiß", email: "hanna@example.com" });
      expect(await fulfil(order.id)).toBe(true);
      const mails = await mailbox.deliver(api.db);
      const toOrganizer = mails.filter((mail) => mail.to === organizerEmail);
      expect(toOrganizer.map((mail) => mail.subject)).toEqual([
        `Neue Bestellung ${order.publicId} für Aida in the Park`,
      ]);
      expect(toOrganizer[0]?.text).toContain("Gesamt: 61,00 €");
    } finally {
      await api.db.update(users).set({ email: event.email }).where(eq(users.id, event.userId));
    }
  });

  it("sends no copy when the event's setting is off, while the buyer still gets theirs", async () => {
    await setEventSettings({ notify_organizer_of_new_orders: false });
    const order = await reservation({ firstName: "Ivo", lastName: "Neri", email: "ivo@example.com" });
    expect(await fulfil(order.id)).toBe(true);
    const mails = await mailbox.deliver(api.db);
    expect(mails.filter((mail) => mail.to === organizerEmail)).toEqual([]);
    expect(mails.map((mail) => mail.to)).toContain("ivo@example.com");
  });

  it("says an order is awaiting offline payment, once when the buyer's choice races itself", async () => {
    await setEventSettings({ notify_organizer_of_new_orders: true, payment_providers: ["OFFLINE"] });
    const order = await reservation({ firstName: "Lia", lastName: "Rosa", email: "lia@example.com" });
    const choose = () =>
      awaitOfflinePayment(api.db, {
        eventId: event.event.id,
        shortId: order.shortId,
        session: undefined,
        now: new Date(),
      });
    const outcomes = await Promise.allSettled([choose(), choose()]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);

    const mails = await mailbox.deliver(api.db);
    const toOrganizer = mails.filter((mail) => mail.to === organizerEmail);
    expect(toOrganizer.map((mail) => mail.subject)).toEqual([
      `New order ${order.publicId} for Aida in the Park: awaiting offline payment`,
    ]);
    expect(toOrganizer[0]?.text).toContain(
      "Lia Rosa (lia@example.com) has placed an order for Aida in the Park and chose to pay offline.",
    );
    expect(toOrganizer[0]?.text).toContain("Status: Awaiting offline payment");
    expect(toOrganizer[0]?.text).toContain("Total: €61.00");
  });

  it("sends no second copy when an order awaiting offline payment is paid another way", async () => {
    await setEventSettings({ notify_organizer_of_new_orders: true, payment_providers: ["OFFLINE"] });
    const order = await reservation({ firstName: "Nora", lastName: "Viola", email: "nora@example.com" });
    await awaitOfflinePayment(api.db, {
      eventId: event.event.id,
      shortId: order.shortId,
      session: undefined,
      now: new Date(),
    });
    expect(
      await api.db.transaction((tx) =>
        completeOrderAwaitingOfflinePayment(tx, order.id, { provider: "STRIPE" }),
      ),
    ).toBe(true);
    const mails = await mailbox.deliver(api.db);
    expect(mails.filter((mail) => mail.to === organizerEmail).map((mail) => mail.subject)).toEqual([
      `New order ${order.publicId} for Aida in the Park: awaiting offline payment`,
    ]);
  });

  it("queues nothing when the completion rolls back", async () => {
    const order = await reservation({ firstName: "Rita", lastName: "Gialli", email: "rita@example.com" });
    await expect(
      api.db.transaction(async (tx) => {
        await fulfilOrder(tx, order.id, { paymentStatus: "PAYMENT_RECEIVED", provider: "STRIPE" });
        throw new Error("payment failed after all");
      }),
    ).rejects.toThrow("payment failed after all");
    expect(await api.db.select().from(mailOutbox)).toEqual([]);
  });
});
