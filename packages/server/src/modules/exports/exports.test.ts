import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { attendees, checkInLists, checkIns } from "../../db/schema";
import { addMember, loginToken, registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { authed, createEventVia, insertOrganizer } from "../events/testFixtures";
import { insertOrder, insertProduct, insertQuestion } from "../reports/testFixtures";
import { signDownload } from "./downloadLinks";
import { exportStrings } from "./exportStrings";

const api = useTestApp();

let token: string;
let italianToken: string;
let otherToken: string;
let eventId: number;
let organizerId: number;
let accountId: number;
let ownerId: number;

beforeAll(async () => {
  const owner = await registerOwner(api);
  token = owner.token;
  accountId = owner.account.id;
  ownerId = owner.userId;
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

describe("the attendees export after the door opened", () => {
  it("says who is checked in: admitted on a list and not undone", async () => {
    const [first, second] = await api.db
      .select()
      .from(attendees)
      .where(eq(attendees.eventId, eventId))
      .orderBy(asc(attendees.id));
    if (!first || !second) throw new Error("the fixture sells two tickets");
    const [list] = await api.db
      .insert(checkInLists)
      .values({ eventId, shortId: "cil_exportTest1", name: "Ingresso" })
      .returning();
    const admit = (attendee: typeof first, shortId: string, deletedAt: Date | null) =>
      api.db.insert(checkIns).values({
        shortId,
        checkInListId: list?.id ?? 0,
        attendeeId: attendee.id,
        productId: attendee.productId,
        eventId,
        orderId: attendee.orderId,
        admitted: true,
        deletedAt,
      });
    await admit(first, "ci_exportTest1", null);
    // The second one's admission was undone at the door.
    await admit(second, "ci_exportTest2", new Date());
    try {
      const { lines } = await csvText(await exportOf("attendees"));
      expect(lines[1]).toMatch(/^A-\w+,Zoë,Çelik 1,.*,Active,O-\w+,Yes,/);
      expect(lines[2]).toMatch(/^A-\w+,Zoë,Çelik 2,.*,Active,O-\w+,No,/);
    } finally {
      await api.db.delete(checkIns).where(eq(checkIns.checkInListId, list?.id ?? 0));
      await api.db.delete(checkInLists).where(eq(checkInLists.id, list?.id ?? 0));
    }
  });
});

describe("the answers export, as Hi.Events' screens run it", () => {
  const start = (as = token) =>
    api.request(`/api/events/${eventId}/questions/answers/export`, authed(as, "POST", {}));
  const status = (jobUuid: string, as = token) =>
    api.request(
      `/api/events/${eventId}/questions/answers/export?job_uuid=${encodeURIComponent(jobUuid)}`,
      authed(as),
    );
  const download = (url: string) => api.request(new URL(url).pathname);

  it("starts a job, reports it FINISHED with a link, and the link downloads every answer with no session", async () => {
    const started = await start();
    expect(started.status).toBe(200);
    const job = (await started.json()) as { status: string; job_uuid: string; download_url: string };
    expect(job).toMatchObject({ status: "FINISHED", job_uuid: expect.any(String) });
    const asked = (await (await status(job.job_uuid)).json()) as typeof job;
    expect(asked).toMatchObject({
      status: "FINISHED",
      job_uuid: job.job_uuid,
      download_url: job.download_url,
    });
    expect(job.download_url).toMatch(/\/answers\.csv$/);

    const response = await download(job.download_url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="answers.csv"');
    const { bom, lines } = await csvText(response);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines).toEqual([
      "Question,Answer,Order,Attendee,First name,Last name,Email,Product",
      expect.stringMatching(
        /^Come ci hai conosciuto\?,"'=HYPERLINK\(""x""\) dal giornale, «Corriere»",O-\w+,,Zoë,Çelik,zoe@example.test,$/,
      ),
      expect.stringMatching(
        /^Esigenze alimentari,"Vegano, Senza glutine",O-\w+,A-\w+,Zoë,Çelik 1,zoe@example.test,Platea$/,
      ),
      expect.stringMatching(
        /^Esigenze alimentari,"Vegano, Senza glutine",O-\w+,A-\w+,Zoë,Çelik 2,zoe@example.test,Platea$/,
      ),
    ]);
  });

  it("heads the file in the language of the user who started it", async () => {
    const job = (await (await start(italianToken)).json()) as { download_url: string };
    const { lines } = await csvText(await download(job.download_url));
    expect(lines[0]).toBe("Domanda,Risposta,Ordine,Partecipante,Nome,Cognome,Email,Prodotto");
  });

  it("refuses an altered, expired or another account's link, and another account's event", async () => {
    const job = (await (await start()).json()) as { job_uuid: string; download_url: string };
    const altered = job.download_url.replace(
      /\.(\d+)\.([\w-]+)\/answers/u,
      (_all, expires, mac) => `.${Number(expires) + 60}.${mac}/answers`,
    );
    expect((await download(altered)).status).toBe(404);
    expect(
      (await download(job.download_url.replace(`/events/${eventId}/`, `/events/${eventId + 1}/`))).status,
    ).toBe(404);
    const sign = (minutesAgo: number) =>
      signDownload(
        api.db,
        { accountId, userId: ownerId, eventId },
        new Date(Date.now() - minutesAgo * 60_000),
      );
    // The same link signed 14 minutes ago still works; 16 minutes ago, no longer.
    expect((await download(job.download_url.replace(job.job_uuid, await sign(14)))).status).toBe(200);
    expect((await download(job.download_url.replace(job.job_uuid, await sign(16)))).status).toBe(404);
    // Another account neither reads the job nor starts one on this event.
    expect((await status(job.job_uuid, otherToken)).status).toBe(404);
    expect((await start(otherToken)).status).toBe(404);
    expect((await status("not-a-job")).status).toBe(200);
    expect(await (await status("not-a-job")).json()).toMatchObject({ status: "NOT_FOUND" });
  });
});

describe("the words of a CSV download", () => {
  it("are the reader's own in every language a user may choose, not English left behind", () => {
    const { en, ...others } = exportStrings;
    for (const [locale, words] of Object.entries(others)) {
      for (const key of ["beforeAdditions", "paymentStatus", "refundStatus", "netRevenue", "answer"] as const)
        expect(words.columns[key], `${locale} ${key}`).not.toBe(en.columns[key]);
      for (const code of ["COMPLETED", "PAYMENT_RECEIVED", "REFUND_PENDING", "YES", "FIXED"] as const)
        expect(words.codes[code], `${locale} ${code}`).not.toBe(en.codes[code]);
    }
  });
});
