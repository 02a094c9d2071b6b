import { beforeAll, describe, expect, it } from "vitest";
import { addMember, loginToken, registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { authed, createEventVia, insertOrganizer } from "../events/testFixtures";
import { insertOrder, insertProduct, insertQuestion } from "../reports/testFixtures";
import { exportStrings } from "./exportStrings";

const api = useTestApp();

let token: string;
let italianToken: string;
let otherToken: string;
let eventId: number;
let organizerId: number;
let accountId: number;

beforeAll(async () => {
  const owner = await registerOwner(api);
  token = owner.token;
  accountId = owner.account.id;
  otherToken = (await registerOwner(api)).token;
  // A colleague on the same account who reads Varco in Italian.
  italianToken = await loginToken(api, (await addMember(api, accountId)).email);
  organizerId = (await insertOrganizer(api, accountId, { timezone: "Europe/Rome", currency: "EUR" })).id;
  eventId = (
    await createEventVia(api, token, {
      title: "Export",
      start_date: "2026-04-01T18:00:00Z",
      organizer_id: organizerId,
      timezone: "Europe/Rome",
      currency: "EUR",
    })
  ).id;
  const platea = await insertProduct(api, eventId, { title: "Platea", price: 2000 });
  const heard = await insertQuestion(api, {
    eventId,
    title: "Come ci hai conosciuto?",
    type: "SINGLE_LINE_TEXT",
    belongsTo: "ORDER",
  });
  const diet = await insertQuestion(api, {
    eventId,
    title: "Esigenze alimentari",
    type: "CHECKBOX",
    belongsTo: "PRODUCT",
    options: ["Vegano", "Senza glutine"],
  });
  await insertOrder(api, {
    eventId,
    createdAt: "2026-03-01T23:30:00Z",
    status: "COMPLETED",
    firstName: "Zoë",
    lastName: "Çelik",
    email: "zoe@example.test",
    items: [{ product: platea, quantity: 2, unit: 2000, tax: 880, fee: 300 }],
    orderAnswers: { [heard.id]: '=HYPERLINK("x") dal giornale, «Corriere»' },
    attendeeAnswers: { [diet.id]: ["Vegano", "Senza glutine"] },
  });
  // A reservation is nobody's order yet: not exported.
  await insertOrder(api, {
    eventId,
    createdAt: "2026-03-02T10:00:00Z",
    status: "RESERVED",
    firstName: "Riservato",
    items: [{ product: platea, quantity: 1, unit: 2000 }],
  });
});

async function exportOf(kind: "orders" | "attendees", as = token) {
  return api.request(`/api/events/${eventId}/${kind}/export`, authed(as, "POST"));
}

async function csvText(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bom: [...bytes.slice(0, 3)], lines: new TextDecoder().decode(bytes).trim().split("\n") };
}

describe("POST /api/events/:event_id/orders/export", () => {
  it("writes the orders as CSV with a BOM, accents intact, times in the event's zone, answers as columns", async () => {
    const response = await exportOf("orders");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="orders.csv"');
    const { bom, lines } = await csvText(response);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(
      "Order,Status,Payment status,Refund status,First name,Last name,Email,Created at (Europe/Rome),Currency,Total before taxes and fees,Taxes,Fees,Total,Refunded,Promo code,Payment provider,Come ci hai conosciuto?",
    );
    expect(lines).toHaveLength(2);
    // 23:30 UTC on 1 March is half past midnight on 2 March in Rome; a formula stays text.
    expect(lines[1]).toMatch(
      /^O-\w+,Completed,Payment received,,Zoë,Çelik,zoe@example.test,2026-03-02 00:30,EUR,40.00,8.80,3.00,51.80,0.00,,Stripe,"'=HYPERLINK\(""x""\) dal giornale, «Corriere»"$/,
    );
  });

  it("speaks the language of the user who downloads it: headings and statuses, numbers as they are", async () => {
    const { bom, lines } = await csvText(await exportOf("orders", italianToken));
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(
      "Ordine,Stato,Stato del pagamento,Stato del rimborso,Nome,Cognome,Email,Creato il (Europe/Rome),Valuta,Totale prima di tasse e commissioni,Tasse,Commissioni,Totale,Rimborsato,Codice promozionale,Metodo di pagamento,Come ci hai conosciuto?",
    );
    expect(lines[1]).toMatch(
      /^O-\w+,Completato,Pagamento ricevuto,,Zoë,Çelik,zoe@example.test,2026-03-02 00:30,EUR,40.00,8.80,3.00,51.80,0.00,,Stripe,/,
    );
  });

  it("answers 404 for another account's event", async () => {
    expect((await exportOf("orders", otherToken)).status).toBe(404);
    expect((await exportOf("attendees", otherToken)).status).toBe(404);
  });
});

describe("POST /api/events/:event_id/attendees/export", () => {
  it("writes each attendee with product, price, status, order and their answers", async () => {
    const { bom, lines } = await csvText(await exportOf("attendees"));
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(
      "Attendee,First name,Last name,Email,Product,Price,Currency,Status,Order,Checked in,Order created at (Europe/Rome),Esigenze alimentari",
    );
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^A-\w+,Zoë,Çelik 1,zoe@example.test,Platea,20.00,EUR,Active,O-\w+,No,2026-03-02 00:30,"Vegano, Senza glutine"$/,
      ),
      expect.stringMatching(/^A-\w+,Zoë,Çelik 2,/),
    ]);
  });

  it("speaks Italian to an Italian user, answers' question titles as the organiser wrote them", async () => {
    const { bom, lines } = await csvText(await exportOf("attendees", italianToken));
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(
      "Partecipante,Nome,Cognome,Email,Prodotto,Prezzo,Valuta,Stato,Ordine,Check-in effettuato,Ordine creato il (Europe/Rome),Esigenze alimentari",
    );
    expect(lines[1]).toMatch(
      /^A-\w+,Zoë,Çelik 1,zoe@example.test,Platea,20.00,EUR,Attivo,O-\w+,No,2026-03-02 00:30,/,
    );
  });

  it("streams a few thousand rows: the answer starts before the last rows are read", async () => {
    const owner = await registerOwner(api);
    const organizer = await insertOrganizer(api, owner.account.id);
    const event = await createEventVia(api, owner.token, {
      title: "Big",
      start_date: "2026-04-01T18:00:00Z",
      organizer_id: organizer.id,
    });
    const ticket = await insertProduct(api, event.id, { title: "Ticket", price: 1000 });
    await insertOrder(api, {
      eventId: event.id,
      createdAt: "2026-03-01T10:00:00Z",
      status: "COMPLETED",
      items: [{ product: ticket, quantity: 2500, unit: 1000 }],
    });
    const response = await api.request(
      `/api/events/${event.id}/attendees/export`,
      authed(owner.token, "POST"),
    );
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value, { stream: true });
    // Sold while the file is being written: it arrives in a later page.
    await insertOrder(api, {
      eventId: event.id,
      createdAt: "2026-03-01T11:00:00Z",
      status: "COMPLETED",
      firstName: "Ultima",
      items: [{ product: ticket, quantity: 1, unit: 1000 }],
    });
    let chunks = 1;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      text += decoder.decode(value, { stream: true });
    }
    const lines = text.trim().split("\n");
    expect(lines).toHaveLength(1 + 2500 + 1);
    expect(lines.at(-1)).toMatch(/^A-\w+,Ultima,/);
    expect(chunks).toBeGreaterThan(5);
  });
});

describe("the words of a CSV download", () => {
  it("are the reader's own in every language a user may choose, not English left behind", () => {
    const { en, ...others } = exportStrings;
    for (const [locale, words] of Object.entries(others)) {
      for (const key of ["beforeAdditions", "paymentStatus", "refundStatus", "netRevenue"] as const)
        expect(words.columns[key], `${locale} ${key}`).not.toBe(en.columns[key]);
      for (const code of ["COMPLETED", "PAYMENT_RECEIVED", "REFUND_PENDING", "YES", "FIXED"] as const)
        expect(words.codes[code], `${locale} ${code}`).not.toBe(en.codes[code]);
    }
  });
});
