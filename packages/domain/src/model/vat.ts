import { z } from "zod";
import { optionalText } from "./fields";
import { reasonIssue } from "./reasons";

// The account's VAT details as a form and the API take them, apart from the account's other
// models so that pages which never show them do not carry their checks.

/**
 * The shape of an EU VAT number after its two-letter prefix (EL is Greece, XI Northern Ireland),
 * as each country writes it. Only the shape: whether the number is registered is the EU's VIES
 * service's to say.
 */
const vatNumberShapes: Record<string, RegExp> = {
  AT: /^U\d{8}$/u,
  BE: /^[01]\d{9}$/u,
  BG: /^\d{9,10}$/u,
  CY: /^\d{8}[A-Z]$/u,
  CZ: /^\d{8,10}$/u,
  DE: /^\d{9}$/u,
  DK: /^\d{8}$/u,
  EE: /^\d{9}$/u,
  EL: /^\d{9}$/u,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/u,
  FI: /^\d{8}$/u,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/u,
  HR: /^\d{11}$/u,
  HU: /^\d{8}$/u,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/u,
  IT: /^\d{11}$/u,
  LT: /^(\d{9}|\d{12})$/u,
  LU: /^\d{8}$/u,
  LV: /^\d{11}$/u,
  MT: /^\d{8}$/u,
  NL: /^\d{9}B\d{2}$/u,
  PL: /^\d{10}$/u,
  PT: /^\d{9}$/u,
  RO: /^\d{2,10}$/u,
  SE: /^\d{10}01$/u,
  SI: /^\d{8}$/u,
  SK: /^\d{10}$/u,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/u,
};

/** A VAT number as it is stored: upper case, without spaces, dots or dashes. */
export function normalVatNumber(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/gu, "");
}

/** Whether `value` looks like an EU VAT number: a known country prefix and that country's shape. */
export function isPlausibleVatNumber(value: string): boolean {
  const normal = normalVatNumber(value);
  return vatNumberShapes[normal.slice(0, 2)]?.test(normal.slice(2)) ?? false;
}

/**
 * `POST`/`PUT accounts/{id}/vat-settings`. A VAT-registered account gives its number, which must
 * look like an EU VAT number (`vat_number_format`), and may give the business name and address
 * its invoices print.
 */
export const updateVatSettingSchema = z
  .object({
    vat_registered: z.boolean({ error: "VAT registered is required." }),
    vat_number: z.string().max(20, "VAT number must be at most 20 characters.").nullish(),
    business_name: optionalText("Business name", 255),
    business_address: optionalText("Business address", 255),
  })
  .superRefine((body, context) => {
    if (!body.vat_registered) return;
    const number = body.vat_number?.trim() ?? "";
    if (number === "")
      context.addIssue({
        code: "custom",
        path: ["vat_number"],
        ...reasonIssue({ code: "required", label: "VAT number" }),
      });
    else if (!isPlausibleVatNumber(number))
      context.addIssue({
        code: "custom",
        path: ["vat_number"],
        ...reasonIssue({ code: "vat_number_format" }),
      });
  });
export type UpdateVatSettingBody = z.input<typeof updateVatSettingSchema>;
