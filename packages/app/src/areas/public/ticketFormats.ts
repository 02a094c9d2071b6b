import {
  currencyMinorDigits,
  type PriceDisplayMode,
  type PublicEvent,
  priceDisplayModeOf,
} from "@varco/domain";
import { knownTimeZone, plainSpaces } from "../../format/EventDates";

/**
 * Money and instants as this page shows them: the reader's language, the event's currency, time
 * zone and way of showing prices.
 */
export interface Formats {
  /** An amount in minor units of the event's currency. */
  money: (minor: number) => string;
  /** An instant in the event's time zone. */
  instant: (iso: string) => string;
  /** "€2.20 VAT, €1.00 fee". */
  list: (items: string[]) => string;
  currency: string;
  /** Whether prices show with their taxes and fees or without (the event's setting). */
  prices: PriceDisplayMode;
}

export function formatsFor(event: PublicEvent, locale: string): Formats {
  const currency = event.currency;
  const digits = currencyMinorDigits(currency);
  const money = new Intl.NumberFormat(locale, { style: "currency", currency });
  const instant = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: knownTimeZone(event.timezone),
  });
  const list = new Intl.ListFormat(locale, { style: "short", type: "unit" });
  return {
    money: (minor) => money.format(minor / 10 ** digits),
    instant: (iso) => plainSpaces(instant.format(new Date(iso))),
    list: (items) => list.format(items),
    currency,
    prices: priceDisplayModeOf(event.settings),
  };
}

/** An amount in the event's currency as a buyer would type it ("5,00" in Italian), for a field's first value. */
export function amountText(minor: number, currency: string, locale: string): string {
  const digits = currencyMinorDigits(currency);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(minor / 10 ** digits);
}
