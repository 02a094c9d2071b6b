import type { InvoiceStatus } from "@varco/domain";

/** A line of an invoice: amounts in minor units of its currency, before taxes and fees. */
export interface InvoiceLine {
  name: string;
  quantity: number;
  unit_price: number;
  total: number;
}

/** A tax or fee as the order's roll-up has it, in minor units. */
export interface InvoiceCharge {
  name: string;
  value: number;
}

/**
 * An invoice or credit note as issued (`invoices.snapshot`): everything the PDF shows, frozen at
 * issue, so a later change to the order, the event's settings or the account's VAT details never
 * changes it. Amounts in minor units of `currency`.
 */
export interface InvoiceDocument {
  kind: "INVOICE" | "CREDIT_NOTE";
  /** The event's `invoice_label` at issue, or null for the word of the document's language. */
  label: string | null;
  locale: string;
  currency: string;
  order_number: string;
  /** A credit note's: the number of the invoice it credits. */
  credited_invoice_number: string | null;
  buyer: { name: string; email: string | null; address: string[] };
  organisation: { name: string | null; address: string | null; tax_details: string | null };
  vat: { business_name: string | null; business_address: string | null; vat_number: string | null } | null;
  lines: InvoiceLine[];
  taxes: InvoiceCharge[];
  fees: InvoiceCharge[];
  subtotal: number;
  total: number;
  notes: string | null;
}

/** What the PDF adds to the frozen document: its number, dates and current status. */
export interface IssuedInvoice {
  invoiceNumber: string;
  status: InvoiceStatus;
  issuedAt: Date;
  dueDate: Date | null;
  timezone: string;
  snapshot: InvoiceDocument;
}
