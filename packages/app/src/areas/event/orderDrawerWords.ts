import { useLingui } from "@lingui/react/macro";

export function useRefundStatusWords() {
  const { t } = useLingui();
  return { PENDING: t`Pending`, FAILED: t`Failed`, SUCCEEDED: t`Done` } as const;
}

/**
 * Why a card payment was given back as soon as it arrived (docs/rules/payments.md); the
 * organiser's own refunds have no reason.
 */
export function useRefundReasonWords(): Record<string, string> {
  const { t } = useLingui();
  return {
    EXPIRED_BEFORE_PAYMENT: t`Card payment arrived after the reservation expired`,
    ORDER_CANCELLED_BEFORE_PAYMENT: t`Card payment arrived after the order was cancelled`,
    ALREADY_PAID: t`Second payment by card: the order was already paid`,
  };
}

/** A refund's reason in words; nothing for none, or for one this app does not know yet. */
export function reasonOf(words: Record<string, string>, reason: string | null | undefined): string {
  return reason && Object.hasOwn(words, reason) ? (words[reason] ?? "") : "";
}

export function useHistoryWords() {
  const { t } = useLingui();
  return {
    CREATED: t`Order placed`,
    COMPLETED: t`Order completed`,
    PAID: t`Payment received`,
    CANCELLED: t`Order cancelled`,
    // A noun (an entry of the history), not the button's verb: languages say them differently.
    REFUNDED: t({ message: "Refund", context: "order history entry" }),
  } as const;
}
