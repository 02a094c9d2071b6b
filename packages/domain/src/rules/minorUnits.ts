/**
 * Money inside the rules is an integer count of the currency's minor unit (cents for EUR, yen for
 * JPY, fils for KWD). The wire carries decimals in major units ("19.99"); these functions convert
 * with exact decimal arithmetic, because 19.99 * 100 in floating point is 1998.9999999999998.
 */

const minorDigitsByCurrency = new Map<string, number>();

/** How many decimals the currency's minor unit has: JPY 0, EUR 2, KWD and BHD 3 (ISO 4217, via CLDR). */
export function currencyMinorDigits(currency: string): number {
  const code = currency.trim().toUpperCase();
  let digits = minorDigitsByCurrency.get(code);
  if (digits === undefined) {
    // Throws a RangeError for a malformed code. Minor digits belong to the currency, not the
    // locale, so a fixed locale keeps server and browser in agreement.
    digits =
      new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    minorDigitsByCurrency.set(code, digits);
  }
  return digits;
}

/** An exact decimal: `units / 10^scale`. */
type Decimal = { units: bigint; scale: number };

/** Wire amounts may be numbers or decimal strings; both are read digit by digit. */
export type DecimalAmount = number | string;

function parseDecimal(amount: DecimalAmount): Decimal {
  if (typeof amount === "number" && !Number.isFinite(amount)) {
    throw new RangeError(`Not a finite amount: ${amount}`);
  }
  // String(0.1 + 0.2) is "0.30000000000000004": the shortest text that reads back as that double.
  const text = typeof amount === "number" ? String(amount) : amount.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/u.exec(text);
  const whole = match?.[2] ?? "";
  const fraction = match?.[3] ?? "";
  if (!match || whole + fraction === "")
    throw new RangeError(`Not a decimal amount: ${JSON.stringify(amount)}`);
  let digits = whole + fraction;
  let scale = fraction.length - Number(match[4] ?? 0);
  if (scale < 0) {
    digits += "0".repeat(-scale);
    scale = 0;
  }
  return { units: BigInt(`${match[1] ?? ""}${digits}`), scale };
}

/** n / d rounded half-up, i.e. halves away from zero (d > 0). */
function divideRoundingHalfUp(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  const remainder = n % d;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < d) return quotient;
  return n < 0n ? quotient - 1n : quotient + 1n;
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${value}`);
  return result;
}

/**
 * A wire amount in major units as an integer of minor units, rounded half-up to the currency's
 * precision: toMinorUnits("19.99", "EUR") = 1999, toMinorUnits("0.005", "EUR") = 1.
 */
export function toMinorUnits(amount: DecimalAmount, currency: string): number {
  const { units, scale } = parseDecimal(amount);
  const digits = currencyMinorDigits(currency);
  if (scale <= digits) return toSafeNumber(units * 10n ** BigInt(digits - scale));
  return toSafeNumber(divideRoundingHalfUp(units, 10n ** BigInt(scale - digits)));
}

/**
 * A wire amount in minor units when the currency holds it exactly, else null (more decimals than
 * the currency has): exactMinorUnits(12.345, "KWD") = 12345, exactMinorUnits(12.345, "EUR") = null.
 */
export function exactMinorUnits(amount: DecimalAmount, currency: string): number | null {
  const { units, scale } = parseDecimal(amount);
  const digits = currencyMinorDigits(currency);
  if (scale <= digits) return toSafeNumber(units * 10n ** BigInt(digits - scale));
  const divisor = 10n ** BigInt(scale - digits);
  return units % divisor === 0n ? toSafeNumber(units / divisor) : null;
}

/** Minor units back to an exact decimal string in major units: 1999 EUR → "19.99", 1500 KWD → "1.500". */
export function fromMinorUnits(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole number of minor units: ${minor}`);
  const digits = currencyMinorDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const magnitude = String(Math.abs(minor));
  if (digits === 0) return `${sign}${magnitude}`;
  const padded = magnitude.padStart(digits + 1, "0");
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/** `percent`% of an amount in minor units, rounded half-up: percentOf(1999, "22") = 440. */
export function percentOf(amountMinor: number, percent: DecimalAmount): number {
  const rate = parseDecimal(percent);
  return toSafeNumber(
    divideRoundingHalfUp(BigInt(amountMinor) * rate.units, 100n * 10n ** BigInt(rate.scale)),
  );
}

/**
 * What is left of an amount after taking `percent`% off, rounded half-up once at the end:
 * round(amount − amount × percent / 100), which is not the same as amount − round(amount × percent / 100).
 */
export function percentLeftOf(amountMinor: number, percent: DecimalAmount): number {
  const rate = parseDecimal(percent);
  const hundred = 100n * 10n ** BigInt(rate.scale);
  return toSafeNumber(divideRoundingHalfUp(BigInt(amountMinor) * (hundred - rate.units), hundred));
}

/** Compares two wire amounts exactly: negative if a < b, 0 if equal, positive if a > b. */
export function compareAmounts(a: DecimalAmount, b: DecimalAmount): number {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  const l = left.units * 10n ** BigInt(scale - left.scale);
  const r = right.units * 10n ** BigInt(scale - right.scale);
  return l === r ? 0 : l < r ? -1 : 1;
}
