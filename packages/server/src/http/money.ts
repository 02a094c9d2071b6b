import { fromMinorUnits } from "@varco/domain";

/** Minor units as stored, major units as the wire carries them (docs/api/wire.md). */
export function moneyOf(minor: number, currency: string): number {
  return Number(fromMinorUnits(minor, currency));
}
