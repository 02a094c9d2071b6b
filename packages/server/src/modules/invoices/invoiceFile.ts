import { eq } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { events, type invoices } from "../../db/schema";
import type { InvoiceDocument } from "./document";
import { invoicePdf } from "./pdf";

type InvoiceRow = typeof invoices.$inferSelect;

/** A PDF and the name it is downloaded as (`<number>.pdf`). */
export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

/** The PDF of an issued invoice or credit note, dated in its event's time zone. */
export async function invoiceFileOf(db: Executor, invoice: InvoiceRow): Promise<InvoiceFile> {
  const [event] = await db
    .select({ timezone: events.timezone })
    .from(events)
    .where(eq(events.id, invoice.eventId));
  const pdf = await invoicePdf({
    invoiceNumber: invoice.invoiceNumber,
    status: invoice.status,
    issuedAt: invoice.issuedAt,
    dueDate: invoice.dueDate,
    timezone: event?.timezone ?? "UTC",
    snapshot: invoice.snapshot as InvoiceDocument,
  });
  return { fileName: `${invoice.invoiceNumber.replace(/[^A-Za-z0-9-]/gu, "_")}.pdf`, pdf };
}
