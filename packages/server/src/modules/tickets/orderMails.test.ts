import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailTemplates, eventSettings, mailOutbox, users } from "../../db/schema";
import { useSmtpMailbox } from "../../test/smtpMailbox";
import { testAppUrl, useTestApp } from "../../test/testApp";
import { fulfilOrder } from "../checkout/fulfil";
import { queueOrderMails } from "./orderMails";
import { qrCodePng } from "./qrCode";
import { insertOrder, type TicketedEvent, ticketedEvent } from "./testFixtures";
import { readTicketCode, ticketCodeOf, ticketKeys } from "./ticketCode";

/** The content lines of an iCalendar file, unfolded (RFC 5545 3.1), as name → value. */
function calendarLines(ics: string): string[] {
  expect(ics.endsWith("\r\n")).toBe(true);
  for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
}

const api = useTestApp();
const mailbox = useSmtpMailbox();

beforeEach(async () => {
  await api.db.delete(mailOutbox);
  mailbox.clear();
});

async function deliver() {
  const received = await mailbox.deliver(api.db);
  // The buyer's and attendees' mails: the organiser's copy has its own tests (mail/organizerOrderMail.test.ts).
  return received.filter((mail) => mail.to !== "box-office@verdi.example.test");
}

describe("queueOrderMails", () => {
  let event: TicketedEvent;
  beforeAll(async () => {
    event = await ticketedEvent(api);
  });

  it("sends the buyer one confirmation, attendees sharing an address one mail with all their tickets, another address its own, in English", async () => {
    const shared = "family@example.com";
    const { order, attendees } = await insertOrder(api, event, {
      buyer: { firstName: "Maria", lastName: "Rossi", email: "maria@example.com" },
      holders: [
        { firstName: "Anna", lastName: "Rossi", email: shared },
        { firstName: "Bruno", lastName: "Rossi", email: shared },
        { firstName: "Carla", lastName: "Rossi", email: "Carla@Example.com" },
      ],
      promoCode: "family",
      tax: 550,
      fee: 150,
    });
    await queueOrderMails(api.db, order.id);
    const mails = await deliver();
    expect(mails).toHaveLength(3);

    const confirmation = mails.find((mail) => mail.to === "maria@example.com");
    expect(confirmation?.subject).toBe(`Your order ${order.publicId} for Aida in the Park is confirmed`);
    const summary = `${testAppUrl}/checkout/${event.event.id}/${order.shortId}/summary`;
    const print = `${testAppUrl}/order/${event.event.id}/${order.shortId}/print`;
    for (const line of [
      "Hi Maria,",
      `Order number: ${order.publicId}`,
      "Status: Confirmed",
      // The event shows prices with their taxes and fees (the default): the items carry them, the
      // tax and the fee are said as included in the total.
      "3 × Stalls - Front row (€32.00 each): €96.00",
      "Promo code: family",
      "incl. IVA: €16.50",
      "incl. Booking fee: €4.50",
      "Total: €96.00",
      `View your order: ${summary}`,
      `Print your order: ${print}`,
      "Your tickets arrive in a separate email: all those for one address together.",
    ])
      expect(confirmation?.text).toContain(line);
    expect(confirmation?.text).not.toContain("Subtotal");
    expect(confirmation?.html).toContain(`href="${summary}"`);
    expect(confirmation?.attachments).toEqual([]);

    // Anna and Bruno share an address: one mail with both tickets. Carla's address is her own.
    const family = mails.filter((mail) => mail.to === shared);
    expect(family.map((mail) => mail.subject)).toEqual(["Your 2 tickets for Aida in the Park"]);
    const carla = mails.filter((mail) => mail.to.toLowerCase() === "carla@example.com");
    expect(carla.map((mail) => mail.subject)).toEqual(["Your ticket for Aida in the Park"]);
    const key = await ticketKeys(api.db);
    for (const [mail, holders] of [
      [family[0], attendees.slice(0, 2)],
      [carla[0], attendees.slice(2)],
    ] as const) {
      if (!mail) throw new Error("a ticket mail is missing");
      expect(mail.text).toContain(`Hi ${holders[0]?.firstName},`);
      expect(mail.text).toContain("Ticket: Stalls – Front row");
      // 18:30 UTC is 20:30 in Rome in July.
      expect(mail.text).toMatch(/When: Monday, July 14, 2031, 8:30 – 11:00 PM GMT\+2/);
      expect(mail.text).toContain("Where: Arena di Verona, Piazza Bra 1, 37121 Verona, Italy");
      expect(mail.text).not.toContain("awaiting payment");
      const images = mail.attachments.filter((attachment) => attachment.type.startsWith("image/png"));
      // Every ticket of the address: its holder, its link, its QR code shown inline.
      expect(images).toHaveLength(holders.length);
      for (const [index, attendee] of holders.entries()) {
        const link = `${testAppUrl}/product/${event.event.id}/${attendee.shortId}`;
        expect(mail.text).toContain(link);
        expect(mail.text).toContain(`Name: ${attendee.firstName} Rossi`);
        const qr = images[index];
        expect(qr?.cid).toBeDefined();
        expect(mail.html).toContain(`src="cid:${qr?.cid}"`);
        const code = ticketCodeOf(key, attendee);
        expect(readTicketCode(key, code)).toMatchObject({ kind: "signed", publicId: attendee.publicId });
        expect(qr?.content.equals(await qrCodePng(code))).toBe(true);
      }
      expect(mail.html).toContain('alt="QR code of your ticket"');
      const link = `${testAppUrl}/product/${event.event.id}/${holders[0]?.shortId}`;

      const ics = mail.attachments.find((attachment) => attachment.filename.endsWith(".ics"));
      expect(ics?.type).toMatch(/^text\/calendar/);
      const lines = calendarLines(ics?.content.toString("utf8") ?? "");
      expect(lines).toEqual(
        expect.arrayContaining([
          "BEGIN:VCALENDAR",
          "VERSION:2.0",
          "BEGIN:VEVENT",
          `UID:event-${event.event.id}@tickets.varco.test`,
          "DTSTART:20310714T183000Z",
          "DTEND:20310714T210000Z",
          "SUMMARY:Aida in the Park",
          "LOCATION:Arena di Verona\\, Piazza Bra 1\\, 37121 Verona\\, Italy",
          `URL:${link}`,
          "END:VEVENT",
          "END:VCALENDAR",
        ]),
      );
      expect(lines.find((line) => line.startsWith("DTSTAMP:"))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    }
  });

  it("writes an offline order's mails in Italian with the payment instructions, its tickets marked awaiting payment", async () => {
    await api.db
      .update(eventSettings)
      .set({
        values: {
          payment_providers: ["OFFLINE"],
          offline_payment_instructions: "<p>Bonifico su IT60 X054 2811 1010 0000 0123 456</p>",
          price_display_mode: "EXCLUSIVE",
        },
      })
      .where(eq(eventSettings.eventId, event.event.id));
    // The buyer's address is a user's who reads English: the order's mails stay in its language.
    await api.db.update(users).set({ locale: "en" }).where(eq(users.email, event.email));
    const { order } = await insertOrder(api, event, {
      status: "AWAITING_OFFLINE_PAYMENT",
      paymentStatus: "AWAITING_OFFLINE_PAYMENT",
      locale: "it",
      buyer: { firstName: "Giulia", lastName: "Verdi", email: event.email },
      holders: [
        { firstName: "Giulia", lastName: "Verdi", email: "giulia@example.com", status: "AWAITING_PAYMENT" },
      ],
    });
    await queueOrderMails(api.db, order.id);
    const mails = await deliver();
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "Il tuo biglietto per Aida in the Park",
      `Il tuo ordine ${order.publicId} per Aida in the Park è in attesa di pagamento`,
    ]);
    const confirmation = mails.find((mail) => mail.subject.startsWith("Il tuo ordine"));
    expect(confirmation?.text).toContain("Stato: In attesa di pagamento");
    // Prices without their taxes, as this event shows them: the subtotal, then what is added.
    expect(confirmation?.text).toContain("1 × Stalls - Front row (25,00 € l'uno): 25,00 €");
    expect(confirmation?.text).toContain("Subtotale: 25,00 €");
    expect(confirmation?.text).toContain("Come pagare:\nBonifico su IT60 X054 2811 1010 0000 0123 456");
    expect(confirmation?.html).toContain("<p>Bonifico su IT60 X054 2811 1010 0000 0123 456</p>");
    const ticket = mails.find((mail) => mail.subject.startsWith("Il tuo biglietto"));
    expect(ticket?.text).toContain(
      `Questo biglietto è in attesa di pagamento: diventa valido quando l'organizzatore riceve il pagamento dell'ordine ${order.publicId}.`,
    );
    expect(ticket?.text).toMatch(/Quando: lunedì 14 luglio 2031.*20:30.*23:00 CEST/);
    expect(ticket?.attachments.map((attachment) => attachment.filename).sort()).toEqual([
      "event.ics",
      "ticket-qr.png",
    ]);
  });

  it("sends a free order's confirmation and tickets, none to a cancelled attendee, and nothing for a reservation", async () => {
    const free = await insertOrder(api, event, {
      price: 0,
      paymentStatus: "NO_PAYMENT_REQUIRED",
      holders: [
        { firstName: "Dario", lastName: "Neri", email: "dario@example.com" },
        { firstName: "Elena", lastName: "Neri", email: "elena@example.com", status: "CANCELLED" },
      ],
    });
    const reserved = await insertOrder(api, event, { status: "RESERVED", paymentStatus: "AWAITING_PAYMENT" });
    await queueOrderMails(api.db, free.order.id);
    await queueOrderMails(api.db, reserved.order.id);
    const mails = await deliver();
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ["dario@example.com", "Your ticket for Aida in the Park"],
      ["maria@example.com", `Your order ${free.order.publicId} for Aida in the Park is confirmed`],
    ]);
    expect(mails.find((mail) => mail.to === "maria@example.com")?.text).toContain("Total: €0.00");
  });

  it("are sent when a paid reservation is fulfilled, once even if fulfilled twice", async () => {
    const { order } = await insertOrder(api, event, {
      status: "RESERVED",
      paymentStatus: "AWAITING_PAYMENT",
      buyer: { firstName: "Franca", lastName: "Blu", email: "franca@example.com" },
      holders: [
        { firstName: "Franca", lastName: "Blu", email: "franca@example.com", status: "AWAITING_PAYMENT" },
        { firstName: "Gino", lastName: "Blu", email: "gino@example.com", status: "AWAITING_PAYMENT" },
      ],
    });
    const fulfil = () =>
      api.db.transaction((tx) =>
        fulfilOrder(tx, order.id, { paymentStatus: "PAYMENT_RECEIVED", provider: "STRIPE" }),
      );
    expect(await fulfil()).toBe(true);
    expect(await fulfil()).toBe(false);
    const mails = await deliver();
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ["franca@example.com", `Your order ${order.publicId} for Aida in the Park is confirmed`],
      ["franca@example.com", "Your ticket for Aida in the Park"],
      ["gino@example.com", "Your ticket for Aida in the Park"],
    ]);
  });

  it("gives an organiser's ticket template the ticket's price as the event shows prices", async () => {
    const own = await ticketedEvent(api, "Rigoletto");
    await api.db.insert(emailTemplates).values({
      accountId: own.account.id,
      eventId: own.event.id,
      templateType: "attendee_ticket",
      subject: "Your ticket",
      body: "<p>Your ticket costs {{ ticket.price }}.</p>",
    });
    const holder = { firstName: "Ada", lastName: "Neri", email: "ada.neri@example.com" };
    const { order } = await insertOrder(api, own, { buyer: holder, holders: [holder], tax: 550, fee: 150 });
    await queueOrderMails(api.db, order.id);
    const ticket = (await deliver()).find((mail) => mail.subject === "Your ticket");
    // With its IVA and fee (the default way of showing prices): 25.00 + 5.50 + 1.50.
    expect(ticket?.text).toContain("Your ticket costs €32.00.");
  });

  it("queues nothing when the transaction that completed the order rolls back", async () => {
    const { order } = await insertOrder(api, event);
    await expect(
      api.db.transaction(async (tx) => {
        await queueOrderMails(tx, order.id);
        throw new Error("payment failed after all");
      }),
    ).rejects.toThrow("payment failed after all");
    expect(await api.db.select().from(mailOutbox)).toEqual([]);
  });
});
