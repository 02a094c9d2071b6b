import type { I18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { type Reason, reasonMessage } from "@varco/domain";

/** A size in bytes as people read it, in their language: `5 MB`, `64 kB`. */
function sizeOf(bytes: number, i18n: I18n): string {
  const [amount, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), "megabyte"]
      : bytes >= 1024
        ? [bytes / 1024, "kilobyte"]
        : [bytes, "byte"];
  return i18n.number(amount, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 });
}

/**
 * A reason the server (or a domain schema's own rule) refuses a field for, in the visitor's
 * language, from its code and parameters; `name` is the field's label on screen. The English
 * sentences are the domain's `reasonWords`, which `npm run i18n:extract` reads into the catalogs
 * (keyed, as every message, by the English text); `serverReasons.node.test.ts` finds each one
 * translated in every catalog.
 */
export function reasonText(reason: Reason, name: string, i18n: I18n): string {
  const { message, values } = reasonMessage(reason, {
    name,
    size: (bytes) => sizeOf(bytes, i18n),
    money: (amount, currency) => i18n.number(amount, { style: "currency", currency }),
    decimal: (value) => i18n.number(value, { maximumFractionDigits: 1 }),
  });
  return i18n._({ id: generateMessageId(message), message, values });
}
