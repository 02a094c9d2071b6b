import { asc, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
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

async function exportOf(kind: "orders" | "attendees", as = token, format: "csv" | "xlsx" | "" = "csv") {
  const query = format ? `?format=${format}` : "";
  return api.request(`/api/events/${eventId}/${kind}/export${query}`, authed(as, "POST"));
}

/** Another account's event named `title` with one order of `attendees` tickets at 10.00. */
async function bigEvent(title: string, attendees: number) {
  const owner = await registerOwner(api);
  const organizer = await insertOrganizer(api, owner.account.id);
  const event = await createEventVia(api, owner.token, {
    title,
    start_date: "2026-04-01T18:00:00Z",
    organizer_id: organizer.id,
  });
  const ticket = await insertProduct(api, event.id, { title: "Ticket", price: 1000 });
  await insertOrder(api, {
    eventId: event.id,
    createdAt: "2026-03-01T10:00:00Z",
    status: "COMPLETED",
    items: [{ product: ticket, quantity: attendees, unit: 1000 }],
  });
  return { owner, event, ticket };
}

/** Today on the event's calendar (Rome), as export file names carry it. */
const romeToday = () => new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Rome" });

/** The sheet of an XLSX answer, read back as a spreadsheet program would. */
async function sheetOf(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("the workbook has no sheet");
  const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
  return { sheet, values };
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
    const name = `export-orders-${romeToday()}.csv`;
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
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

describe("the spreadsheet (XLSX), what the exports answer unless asked for CSV", () => {
  it("writes the orders with amounts as numbers and times as dates, named after the event and the day", async () => {
    const response = await exportOf("orders", italianToken, "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const name = `export-orders-${romeToday()}.xlsx`;
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    const { sheet, values } = await sheetOf(response);
    // Headings in the reader's language, in bold, and kept in view while scrolling.
    expect(values(1)).toEqual([
      "Ordine",
      "Stato",
      "Stato del pagamento",
      "Stato del rimborso",
      "Nome",
      "Cognome",
      "Email",
      "Creato il (Europe/Rome)",
      "Valuta",
      "Totale prima di tasse e commissioni",
      "Tasse",
      "Commissioni",
      "Totale",
      "Rimborsato",
      "Codice promozionale",
      "Metodo di pagamento",
      "Come ci hai conosciuto?",
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe("Completato");
    // Half past midnight on 2 March in Rome, as the event's wall clock shows it.
    expect(row.getCell(8).value).toEqual(new Date(Date.UTC(2026, 2, 2, 0, 30)));
    expect(row.getCell(8).numFmt).toBe("yyyy-mm-dd hh:mm");
    expect([10, 11, 12, 13, 14].map((column) => row.getCell(column).value)).toEqual([40, 8.8, 3, 51.8, 0]);
    expect(row.getCell(13).numFmt).toBe("#,##0.00");
    // A buyer's formula is text, never run.
    expect(row.getCell(17).value).toBe('=HYPERLINK("x") dal giornale, «Corriere»');
    expect(row.getCell(17).formula).toBeUndefined();
  });

  it("writes the attendees with the price as a number and the order's time as a date", async () => {
    const response = await exportOf("attendees", token, "xlsx");
    expect(response.headers.get("content-disposition")).toContain(
      `filename="export-attendees-${romeToday()}.xlsx"`,
    );
    const { values } = await sheetOf(response);
    expect(values(1).slice(0, 6)).toEqual([
      "Attendee",
      "First name",
      "Last name",
      "Email",
      "Product",
      "Price",
    ]);
    expect(values(2)).toEqual([
      expect.stringMatching(/^A-\w+$/),
      "Zoë",
      "Çelik 1",
      "zoe@example.test",
      "Platea",
      20,
      "EUR",
      "Active",
      expect.stringMatching(/^O-\w+$/),
      "No",
      new Date(Date.UTC(2026, 2, 2, 0, 30)),
      "Vegano, Senza glutine",
    ]);
  });

  it("stops writing when the reader goes away, and the next download is whole", async () => {
    const { owner, event } = await bigEvent("Abbandonata", 1500);
    const download = () =>
      api.request(`/api/events/${event.id}/attendees/export`, authed(owner.token, "POST"));
    const reader = ((await download()).body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    // A writer still running after its reader left would fail the run with an unhandled error.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { sheet } = await sheetOf(await download());
    expect(sheet.rowCount).toBe(1 + 1500);
  });

  it("refuses a format it does not write, naming the parameter", async () => {
    const response = await api.request(
      `/api/events/${eventId}/attendees/export?format=pdf`,
      authed(token, "POST"),
    );
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain("format");
  });

  it("writes every page of a large event into the one sheet", async () => {
    const { owner, event } = await bigEvent("Grande festa", 1201);
    const response = await api.request(
      `/api/events/${event.id}/attendees/export`,
      authed(owner.token, "POST"),
    );
    expect(response.headers.get("content-disposition")).toMatch(/filename="grande-festa-attendees-/);
    const { sheet } = await sheetOf(response);
    expect(sheet.rowCount).toBe(1 + 1201);
    expect(sheet.getRow(1202).getCell(6).value).toBe(10);
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
    const { owner, event, ticket } = await bigEvent("Big", 2500);
    const response = await api.request(
      `/api/events/${event.id}/attendees/export?format=csv`,
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
  const start = (as = token, format = "csv") =>
    api.request(`/api/events/${eventId}/questions/answers/export`, authed(as, "POST", { format }));
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
    expect(job.download_url).toMatch(/\/export-answers-\d{4}-\d{2}-\d{2}\.csv$/);

    const response = await download(job.download_url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(
      `filename="export-answers-${romeToday()}.csv"`,
    );
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

  it("writes a spreadsheet by default, as Hi.Events' screens save it, in the starter's language", async () => {
    const started = await api.request(
      `/api/events/${eventId}/questions/answers/export`,
      authed(italianToken, "POST", {}),
    );
    const job = (await started.json()) as { download_url: string };
    expect(job.download_url).toMatch(new RegExp(`/export-answers-${romeToday()}\\.xlsx$`));
    const response = await download(job.download_url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    const { sheet, values } = await sheetOf(response);
    expect(values(1)).toEqual([
      "Domanda",
      "Risposta",
      "Ordine",
      "Partecipante",
      "Nome",
      "Cognome",
      "Email",
      "Prodotto",
    ]);
    expect(sheet.rowCount).toBe(4);
    expect(values(3).slice(0, 2)).toEqual(["Esigenze alimentari", "Vegano, Senza glutine"]);
    // A name that is neither a spreadsheet's nor a CSV's is no file of the job.
    expect((await download(job.download_url.replace(/\.xlsx$/u, ".pdf"))).status).toBe(404);
  });

  it("heads the file in the language of the user who started it", async () => {
    const job = (await (await start(italianToken)).json()) as { download_url: string };
    const { lines } = await csvText(await download(job.download_url));
    expect(lines[0]).toBe("Domanda,Risposta,Ordine,Partecipante,Nome,Cognome,Email,Prodotto");
  });

  it("refuses an altered, expired or another account's link, and another account's event", async () => {
    const job = (await (await start(token, "xlsx")).json()) as { job_uuid: string; download_url: string };
    const altered = job.download_url.replace(
      /\.(\d+)\.([\w-]+)\/export-answers/u,
      (_all, expires, mac) => `.${Number(expires) + 60}.${mac}/export-answers`,
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
