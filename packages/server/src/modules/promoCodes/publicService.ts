import type { PromoCodeValidation } from "@varco/domain";
import type { Executor } from "../../db/connect";
import type { AuthContext } from "../../http/appEnv";
import { buyerEvent } from "./buyerEvent";
import { lookUpGuess, type PromoCodeGuesser } from "./guessLimit";
import { findPromoCode } from "./promoCodeLookup";

/**
 * `GET public/events/{e}/promo-codes/{code}`: whether a buyer may use the code now (it exists, has
 * not expired and fewer orders than allowed hold it). An unknown code is `{ valid: false }`, never
 * a 404: the answer says no more than that.
 */
export async function validatePromoCode(
  db: Executor,
  {
    eventId,
    code,
    viewer,
    guesser,
    now,
  }: {
    eventId: number;
    code: string;
    viewer: AuthContext | undefined;
    guesser: PromoCodeGuesser;
    now: Date;
  },
): Promise<PromoCodeValidation> {
  const event = await buyerEvent(db, eventId, viewer);
  const found = await lookUpGuess(guesser, event.id, () =>
    findPromoCode(db, { eventId: event.id, code, currency: event.currency, now }),
  );
  return { valid: found?.usable ?? false };
}
