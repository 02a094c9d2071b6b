import { currencyMinorDigits } from "@varco/domain";
import PDFDocument from "pdfkit";
import type { IssuedInvoice } from "./document";
import { type FontWeight, fontRunsOf } from "./fonts";
import { invoiceStringsOf } from "./invoiceStrings";

type Doc = InstanceType<typeof PDFDocument>;

interface TextOptions {
  size?: number;
  weight?: FontWeight;
  width?: number;
  align?: "left" | "right";
  color?: string;
}

const margin = 50;
const pageWidth = 595.28; // A4
const pageHeight = 841.89;
const contentWidth = pageWidth - 2 * margin;

/** The width of `text` drawn with `options`, summed over its font runs. */
function widthOf(doc: Doc, text: string, { size = 10, weight = 400 }: TextOptions): number {
  return fontRunsOf(text, weight).reduce(
    (sum, run) => sum + doc.font(run.file).fontSize(size).widthOfString(run.text),
    0,
  );
}

/** `text` broken into lines no wider than `width`: at spaces, or between CJK characters. */
function wrap(doc: Doc, text: string, options: TextOptions & { width: number }): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/u)) {
    let line = "";
    // Words, and each CJK character on its own (those lines may break between any two).
    for (const piece of paragraph.match(
      /[\u3000-\u9fff\uf900-\ufaff]|[^\s\u3000-\u9fff\uf900-\ufaff]+\s*|\s+/gu,
    ) ?? []) {
      if (line !== "" && widthOf(doc, line + piece.trimEnd(), options) > options.width) {
        lines.push(line.trimEnd());
        line = piece.trimStart();
      } else line += piece;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** Draws `text` at (x, y), each run in the font slice that has it; answers the height used. */
function draw(doc: Doc, text: string, x: number, y: number, options: TextOptions = {}): number {
  const { size = 10, weight = 400, color = "#1a1a1a" } = options;
  const lineHeight = size * 1.35;
  const lines = options.width ? wrap(doc, text, { ...options, width: options.width }) : [text];
  lines.forEach((line, index) => {
    let left = x;
    if (options.align === "right" && options.width) left = x + options.width - widthOf(doc, line, options);
    for (const run of fontRunsOf(line, weight)) {
      doc.font(run.file).fontSize(size).fillColor(color);
      doc.text(run.text, left, y + index * lineHeight, { lineBreak: false });
      left += doc.widthOfString(run.text);
    }
  });
  return lines.length * lineHeight;
}

/** Money in the document's language and currency, from minor units. */
function moneyFormat(locale: string, currency: string) {
  const digits = currencyMinorDigits(currency);
  const format = new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency });
  return (minor: number) => format.format(minor / 10 ** digits);
}

/** Varco's locale names as Intl reads them (`se` is Swedish). */
function intlLocale(locale: string): string {
  return locale === "se" ? "sv" : locale;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/gu, (whole, key: string) => values[key] ?? whole);
}

/**
 * The PDF of an invoice or credit note, in its language: title and number, dates, status, the
 * seller (organisation, the account's VAT details) and the buyer, the lines, taxes, fees and
 * total, and the notes. Every character in fonts that have it (`fonts.ts`).
 */
export function invoicePdf(invoice: IssuedInvoice): Promise<Buffer> {
  const document = invoice.snapshot;
  const words = invoiceStringsOf(document.locale);
  const credit = document.kind === "CREDIT_NOTE";
  const money = moneyFormat(document.locale, document.currency);
  const date = new Intl.DateTimeFormat(intlLocale(document.locale), {
    dateStyle: "long",
    timeZone: invoice.timezone,
  });
  const doc = new PDFDocument({
    size: "A4",
    margin,
    info: {
      Title: `${credit ? words.creditNote : (document.label ?? words.invoice)} ${invoice.invoiceNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // Title, number and dates; the status on the right.
  let y = margin;
  const title = credit ? words.creditNote : document.label?.trim() || words.invoice;
  y += draw(doc, title, margin, y, { size: 22, weight: 700, width: contentWidth * 0.6 });
  const status = { PAID: words.paid, UNPAID: words.unpaid, VOID: words.void }[invoice.status];
  if (!credit)
    draw(doc, status, margin, margin + 4, {
      size: 14,
      weight: 700,
      width: contentWidth,
      align: "right",
      color: invoice.status === "PAID" ? "#1b7f3b" : "#b3261e",
    });
  y += 6;
  const facts: [string, string][] = [
    [words.number, invoice.invoiceNumber],
    [words.issued, date.format(invoice.issuedAt)],
    ...(invoice.dueDate && !credit ? [[words.due, date.format(invoice.dueDate)] as [string, string]] : []),
    [words.order, document.order_number],
  ];
  if (credit && document.credited_invoice_number)
    y += draw(doc, fill(words.creditFor, { number: document.credited_invoice_number }), margin, y, {
      width: contentWidth,
    });
  for (const [label, value] of facts) {
    draw(doc, label, margin, y, { weight: 700 });
    y += draw(doc, value, margin + 120, y, { width: contentWidth - 120 });
  }

  // Seller and buyer side by side.
  y += 16;
  const column = contentWidth / 2 - 10;
  const seller = [
    document.vat?.business_name || document.organisation.name,
    document.vat?.business_address || document.organisation.address,
    document.vat?.vat_number ? `${words.vatNumber}: ${document.vat.vat_number}` : null,
    document.organisation.tax_details,
  ].filter((line): line is string => Boolean(line?.trim()));
  const buyer = [document.buyer.name, document.buyer.email, ...document.buyer.address].filter(
    (line): line is string => Boolean(line?.trim()),
  );
  draw(doc, words.seller, margin, y, { weight: 700, color: "#555555" });
  draw(doc, words.billedTo, margin + column + 20, y, { weight: 700, color: "#555555" });
  y += 16;
  const sellerHeight = draw(doc, seller.join("\n"), margin, y, { width: column });
  const buyerHeight = draw(doc, buyer.join("\n"), margin + column + 20, y, { width: column });
  y += Math.max(sellerHeight, buyerHeight) + 24;

  // The lines.
  const columns = { quantity: margin + contentWidth * 0.52, unit: margin + contentWidth * 0.6 };
  const amountWidth = contentWidth * 0.2;
  const amountX = margin + contentWidth - amountWidth;
  const header = (top: number) => {
    draw(doc, words.description, margin, top, { weight: 700 });
    draw(doc, words.quantity, columns.quantity, top, { weight: 700 });
    draw(doc, words.unitPrice, columns.unit, top, { weight: 700, width: amountWidth, align: "right" });
    draw(doc, words.amount, amountX, top, { weight: 700, width: amountWidth, align: "right" });
    doc
      .moveTo(margin, top + 16)
      .lineTo(margin + contentWidth, top + 16)
      .strokeColor("#999999")
      .stroke();
    return top + 22;
  };
  y = header(y);
  const sign = credit ? -1 : 1;
  // A partial refund's credit note has no lines of its own: one line says what came back.
  const lines =
    credit && document.lines.length === 0
      ? [{ name: words.refund, quantity: 1, unit_price: document.total, total: document.total }]
      : document.lines;
  for (const line of lines) {
    const nameLines = wrap(doc, line.name, { width: contentWidth * 0.5 });
    if (y + nameLines.length * 14 > pageHeight - margin - 120) {
      doc.addPage();
      y = header(margin);
    }
    const height = draw(doc, line.name, margin, y, { width: contentWidth * 0.5 });
    draw(doc, String(line.quantity), columns.quantity, y);
    draw(doc, money(sign * line.unit_price), columns.unit, y, { width: amountWidth, align: "right" });
    draw(doc, money(sign * line.total), amountX, y, { width: amountWidth, align: "right" });
    y += height + 4;
  }

  // Totals: subtotal, each tax and fee, the total (a credit note's is what it gives back).
  y += 8;
  doc
    .moveTo(columns.unit, y)
    .lineTo(margin + contentWidth, y)
    .strokeColor("#999999")
    .stroke();
  y += 8;
  const totalRow = (label: string, value: string, weight: FontWeight = 400) => {
    draw(doc, label, columns.unit - 120, y, { weight, width: 120 + amountWidth, align: "right" });
    y += draw(doc, value, amountX, y, { weight, width: amountWidth, align: "right" });
  };
  totalRow(words.subtotal, money(sign * document.subtotal));
  for (const charge of [...document.taxes, ...document.fees])
    totalRow(charge.name, money(sign * charge.value));
  y += 4;
  totalRow(words.total, money(sign * document.total), 700);

  if (document.notes?.trim()) {
    y += 24;
    if (y > pageHeight - margin - 60) {
      doc.addPage();
      y = margin;
    }
    y += draw(doc, words.notes, margin, y, { weight: 700 });
    draw(doc, document.notes, margin, y, { width: contentWidth });
  }
  doc.end();
  return done;
}
