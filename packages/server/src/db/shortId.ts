import { randomInt } from "node:crypto";

const letterAndDigits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** `length` characters drawn uniformly from `alphabet` with the operating system's randomness. */
export function randomText(alphabet: string, length: number): string {
  let text = "";
  for (let index = 0; index < length; index++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/**
 * A public short id: the table's prefix, an underscore and 13 random letters and digits
 * (`acc_…`, `evt_…`), the format the schema's checks expect. About 77 bits: the unique index is
 * the guard, never expected to fire.
 */
export function shortIdOf(prefix: "acc" | "evt"): string {
  return `${prefix}_${randomText(letterAndDigits, 13)}`;
}
