/**
 * A promo code from a link (`?promo_code=`), checked before the event is loaded:
 * a malformed code is dropped, never sent.
 * The server has no public code check yet (`GET public/events/{id}/promo-codes/{code}` is not
 * served), so only the form is checked here, with the rules codes are created under (2–50
 * characters once trimmed, no control characters); a well-formed code is passed on with the event.
 */
export type PromoCodeCheck =
  | { status: "none" }
  | { status: "valid"; code: string }
  | { status: "invalid"; code: string };

export const promoCodeLength = { min: 2, max: 50 } as const;

export function checkPromoCode(raw: string | null | undefined): PromoCodeCheck {
  if (raw === null || raw === undefined || raw.trim() === "") return { status: "none" };
  const code = raw.trim();
  const wellFormed =
    code.length >= promoCodeLength.min &&
    code.length <= promoCodeLength.max &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    !/[\u0000-\u001f\u007f]/u.test(code);
  return wellFormed ? { status: "valid", code } : { status: "invalid", code };
}
