import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Order } from "@varco/domain";
import { eq } from "drizzle-orm";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { invoices, orders } from "../../db/schema";
import { bearer } from "../../test/accounts";
import { testAppUrl, useTestApp } from "../../test/testApp";
import { eventWithTicket, insertReservation, setEventSettings } from "../checkout/completeTestFixtures";
import { fulfilOrder } from "../checkout/fulfil";
import type { MailAttachment, MailTransport } from "../mail/transport";
import { deliverDueMail } from "../mail/worker";
import { postAs, type SalesEvent, salesEvent, soldOrder } from "../orders/testFixtures";
import { fontRunsOf } from "./fonts";
import { issueOrderInvoice } from "./issue";

const api = useTestApp();

const invoicing = {
  enable_invoicing: true,
  invoice_prefix: "INV-",
  invoice_start_number: 1,
  organization_name: "Teatro Verdi SRL",
  organization_address: "Piazza Verdi 1, 20121 Milano",
  invoice_payment_terms_days: 14,
};

/** The text pdftotext reads out of `pdf`, and page 1 drawn as a PNG by pdftoppm. */
function openPdf(pdf: Buffer): { text: string; png: Buffer; fonts: string } {
  const dir = mkdtempSync(join(tmpdir(), "invoice-"));
  const file = join(dir, "invoice.pdf");
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "50",
    "-f",
    "1",
    "-l",
    "1",
    "-singlefile",
    file,
    join(dir, "page"),
  ]);
  return {
    text: execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8"),
    png: readFileSync(join(dir, "page.png")),
    fonts: execFileSync("pdffonts", [file]).toString("utf8"),
  };
}

async function pdfOf(
  path: string,
  init?: RequestInit,
): Promise<{ text: string; png: Buffer; fonts: string }> {
  const response = await api.request(path, init);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  return openPdf(Buffer.from(await response.arrayBuffer()));
}

async function invoiceRowsOf(eventId: number) {
  return api.db.select().from(invoices).where(eq(invoices.eventId, eventId));
}

describe("invoice numbers", () => {
  it("gives 100 orders completed at once the numbers 1…100 of their event, no gap and no repeat", async () => {
    const { event, ticket, priceId } = await eventWithTicket(api);
    await setEventSettings(api, event.id, invoicing);
    const reservations = [];
    for (let index = 0; index < 100; index += 1)
      reservations.push(
        await insertReservation(api, {
          eventId: event.id,
          items: [{ productId: ticket.id, priceId, quantity: 1, price: 2500 }],
        }),
      );

    const completed = await Promise.all(
      reservations.map(({ order }) =>
        api.db.transaction((tx) =>
          fulfilOrder(tx, order.id, { paymentStatus: "PAYMENT_RECEIVED", provider: "STRIPE" }),
        ),
      ),
    );

    expect(completed.every(Boolean)).toBe(true);
    const rows = await invoiceRowsOf(event.id);
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(100);
    expect(new Set(rows.map((row) => row.invoiceNumber)).size).toBe(100);
    expect(rows.every((row) => row.status === "PAID" && row.invoiceNumber === `INV-${row.sequence}`)).toBe(
      true,
    );
  }, 120_000);

  it("numbers under the event's counter lock alone: 100 issues racing outside the checkout's lock share no number", async () => {
    const event = await salesEvent(api);
    await setEventSettings(api, event.event.id, {
      ...invoicing,
      invoice_prefix: "FT-",
      invoice_start_number: 500,
    });
    const sold = [];
    for (let index = 0; index < 100; index += 1)
      sold.push(await soldOrder(api, event, { tickets: 0, programmes: 1 }));

    await Promise.all(
      sold.map(({ order }) => api.db.transaction((tx) => issueOrderInvoice(tx, order.id, new Date()))),
    );
    // Issuing again changes nothing: one invoice per order.
    await Promise.all(
      sold.map(({ order }) => api.db.transaction((tx) => issueOrderInvoice(tx, order.id, new Date()))),
    );

    const rows = await invoiceRowsOf(event.event.id);
    expect(rows.map((row) => row.invoiceNumber).sort()).toEqual(
      Array.from({ length: 100 }, (_, index) => `FT-${500 + index}`).sort(),
    );
  }, 120_000);

  it("issues none when the event does not invoice", async () => {
    const event = await salesEvent(api);
    const { order } = await soldOrder(api, event);
    expect(await api.db.transaction((tx) => issueOrderInvoice(tx, order.id, new Date()))).toBeUndefined();
    expect(await invoiceRowsOf(event.event.id)).toEqual([]);
    const response = await api.request(
      `/api/events/${event.event.id}/orders/${order.id}/invoice`,
      bearer(event.token),
    );
    expect(response.status).toBe(404);
  });
});

/** An event that invoices, and one of its orders with its invoice issued. */
async function invoicedOrder(
  fixture: Parameters<typeof soldOrder>[2] = {},
  settings: Record<string, unknown> = {},
): Promise<{ event: SalesEvent; order: typeof orders.$inferSelect }> {
  const event = await salesEvent(api);
  await setEventSettings(api, event.event.id, { ...invoicing, ...settings });
  const { order } = await soldOrder(api, event, fixture);
  await api.db.transaction((tx) => issueOrderInvoice(tx, order.id, new Date()));
  return { event, order };
}

describe("the invoice PDF", () => {
  it("opens: page 1 draws, and it reads the number, the lines, the total and PAID", async () => {
    const { event, order } = await invoicedOrder({ tickets: 2, programmes: 1 });
    const [invoice] = await invoiceRowsOf(event.event.id);

    const pdf = await pdfOf(`/api/events/${event.event.id}/orders/${order.id}/invoice`, bearer(event.token));

    expect(pdf.png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(pdf.png.length).toBeGreaterThan(2000);
    expect(pdf.text).toContain(invoice?.invoiceNumber);
    expect(pdf.text).toContain("Stalls - Front row");
    expect(pdf.text).toMatch(/Total\s+€55\.00/u);
    expect(pdf.text).toContain("PAID");
    expect(pdf.text).toContain("Teatro Verdi SRL");
  });

  it("draws a Chinese buyer's name in a font that has its characters, in the order's language", async () => {
    const { event, order } = await invoicedOrder({
      locale: "zh-cn",
      buyer: { firstName: "伟", lastName: "张", email: "zhang.wei@example.cn" },
    });

    const pdf = await pdfOf(`/api/public/events/${event.event.id}/order/${order.shortId}/invoice`);

    expect(pdf.text).toContain("伟");
    expect(pdf.text).toContain("张");
    expect(pdf.text).toContain("合计");
    expect(pdf.text).toContain("已付款");
    // Embedded (subset) Noto Sans SC, whose slices have each glyph: no empty boxes.
    expect(pdf.fonts).toMatch(/NotoSansSC-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes/u);
    for (const run of fontRunsOf("伟 张", 400)) {
      const font = fontkit.openSync(run.file) as fontkit.Font;
      for (const char of run.text.trim())
        expect(font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)).toBe(true);
    }
  });

  it("shows the buyer's billing address when the event asks for one, and the account's VAT details", async () => {
    const { event, order } = await invoicedOrder({}, { require_billing_address: true });
    await api.db
      .update(orders)
      .set({
        address: { address_line_1: "Via Roma 1", city: "Torino", zip_or_postal_code: "10121", country: "IT" },
      })
      .where(eq(orders.id, order.id));
    await api.request(
      `/api/accounts/${event.account.id}/vat-settings`,
      postAs(event.token, {
        vat_registered: true,
        vat_number: "IT12345678901",
        business_name: "Verdi Eventi SRL",
        business_address: "Corso Italia 5, Milano",
      }),
    );
    // A second order, issued after the VAT details were saved.
    const { order: second } = await soldOrder(api, event, { tickets: 1 });
    await api.db
      .update(orders)
      .set({ address: order.address ?? { city: "Torino" } })
      .where(eq(orders.id, second.id));
    await api.db.transaction((tx) => issueOrderInvoice(tx, second.id, new Date()));

    const pdf = await pdfOf(`/api/events/${event.event.id}/orders/${second.id}/invoice`, bearer(event.token));
    expect(pdf.text).toContain("Verdi Eventi SRL");
    expect(pdf.text).toContain("VAT number: IT12345678901");
    // The first was issued before: what it shows was frozen then.
    const first = await pdfOf(
      `/api/events/${event.event.id}/orders/${order.id}/invoice`,
      bearer(event.token),
    );
    expect(first.text).not.toContain("IT12345678901");
  });

  it("is the buyer's by the order's short id, and no other account's", async () => {
    const { event, order } = await invoicedOrder();
    const other = await salesEvent(api);
    expect(
      (await api.request(`/api/events/${event.event.id}/orders/${order.id}/invoice`, bearer(other.token)))
        .status,
    ).toBe(404);
    expect(
      (await api.request(`/api/public/events/${event.event.id}/order/o_nosuchorder12/invoice`)).status,
    ).toBe(404);
    expect(
      (await api.request(`/api/public/events/${other.event.id}/order/${order.shortId}/invoice`)).status,
    ).toBe(404);
  });
});

describe("an invoice's life", () => {
  it("is UNPAID while the order awaits its offline payment, and marking it paid makes it PAID", async () => {
    const { event, order } = await invoicedOrder({ status: "AWAITING_OFFLINE_PAYMENT", tickets: 1 });
    const path = `/api/events/${event.event.id}/orders/${order.id}/invoice`;
    const unpaid = await pdfOf(path, bearer(event.token));
    expect(unpaid.text).toContain("UNPAID");
    expect(unpaid.text).toContain("Due date");

    const paid = await api.request(
      `/api/events/${event.event.id}/orders/${order.id}/mark-as-paid`,
      postAs(event.token),
    );
    expect(paid.status).toBe(200);
    const { data } = (await paid.json()) as { data: Order };
    expect(data.latest_invoice).toMatchObject({ status: "PAID", order_id: order.id });

    const after = await pdfOf(path, bearer(event.token));
    expect(after.text).not.toContain("UNPAID");
    expect(after.text).toContain("PAID");
  });

  it("is VOID when the organiser cancels the order before it was paid", async () => {
    const { event, order } = await invoicedOrder({ status: "AWAITING_OFFLINE_PAYMENT", tickets: 1 });
    const cancelled = await api.request(
      `/api/events/${event.event.id}/orders/${order.id}/cancel`,
      postAs(event.token, { notify_buyer: false }),
    );
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { data: Order }).data.latest_invoice?.status).toBe("VOID");
    const pdf = await pdfOf(`/api/events/${event.event.id}/orders/${order.id}/invoice`, bearer(event.token));
    expect(pdf.text).toContain("VOID");
  });

  it("gives a refund a credit note, numbered next in the event's series, naming the invoice", async () => {
    const { event, order } = await invoicedOrder({ provider: "OFFLINE", tickets: 2 });
    const refund = await api.request(
      `/api/events/${event.event.id}/orders/${order.id}/refund`,
      postAs(event.token, { amount: 10, notify_buyer: false, cancel_order: false }),
    );
    expect(refund.status).toBe(200);

    const rows = await invoiceRowsOf(event.event.id);
    const invoice = rows.find((row) => row.kind === "INVOICE");
    const note = rows.find((row) => row.kind === "CREDIT_NOTE");
    expect(note?.sequence).toBe((invoice?.sequence ?? 0) + 1);
    const pdf = await pdfOf(
      `/api/events/${event.event.id}/orders/${order.id}/credit-notes/${note?.id}`,
      bearer(event.token),
    );
    expect(pdf.text).toContain("Credit note");
    expect(pdf.text).toContain(`Credit note for invoice ${invoice?.invoiceNumber}`);
    expect(pdf.text).toContain(note?.invoiceNumber);
    expect(pdf.text).toMatch(/Total\s+-€10\.00/u);
    // The order's detail names it, for the organiser's download.
    const detail = await api.request(`/api/events/${event.event.id}/orders/${order.id}`, bearer(event.token));
    expect(((await detail.json()) as { data: Order }).data.credit_notes).toEqual([
      { id: note?.id, invoice_number: note?.invoiceNumber },
    ]);
  });

  it("goes with the buyer's confirmation mail as a PDF", async () => {
    const { event, ticket, priceId } = await eventWithTicket(api);
    await setEventSettings(api, event.id, invoicing);
    const { order } = await insertReservation(api, {
      eventId: event.id,
      items: [{ productId: ticket.id, priceId, quantity: 1, price: 2500 }],
    });
    const email = `invoice.${order.id}@example.com`;
    await api.db.update(orders).set({ email, firstName: "Ada" }).where(eq(orders.id, order.id));
    await api.db.transaction((tx) =>
      fulfilOrder(tx, order.id, { paymentStatus: "PAYMENT_RECEIVED", provider: "STRIPE" }),
    );
    const [invoice] = await invoiceRowsOf(event.id);

    const sent: { to: string; attachments: MailAttachment[] }[] = [];
    const transport: MailTransport = {
      kind: "memory",
      async send(mail) {
        sent.push({ to: mail.to, attachments: mail.attachments ?? [] });
      },
    };
    const settings = { appName: "Varco", appUrl: testAppUrl, from: "Varco <no-reply@varco.test>" };
    while ((await deliverDueMail(api.db, transport, settings)).sent > 0);

    const confirmation = sent.find((mail) => mail.to === email);
    const pdf = confirmation?.attachments.find((file) => file.contentType === "application/pdf");
    expect(pdf?.filename).toBe(`${invoice?.invoiceNumber}.pdf`);
    expect(openPdf(pdf?.content as Buffer).text).toContain(invoice?.invoiceNumber);
  });
});

describe("event invoicing settings", () => {
  it("turn on only with the organisation's name and address, each refused on its field", async () => {
    const event = await salesEvent(api);
    const response = await api.request(`/api/events/${event.event.id}/settings`, {
      ...postAs(event.token, { enable_invoicing: true, organization_name: " " }),
      method: "PATCH",
    });
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(["organization_address", "organization_name"]);
  });
});
