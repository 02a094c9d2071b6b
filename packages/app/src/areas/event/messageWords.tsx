import { useLingui } from "@lingui/react/macro";
import type { MessageStatus, MessageType, OutgoingMessageStatus } from "@varco/domain";
import { Badge, type BadgeTone } from "@varco/ui";

/** The words of messages: who receives them and where each one is, in the current locale. */
export function useMessageWords() {
  const { t } = useLingui();
  const type: Record<MessageType, string> = {
    ALL_ATTENDEES: t`Everyone with a ticket`,
    TICKET_HOLDERS: t`Holders of some tickets`,
    ORDER_OWNERS_WITH_PRODUCT: t`Buyers of some products`,
    ORDER_OWNER: t`The buyer of one order`,
    INDIVIDUAL_ATTENDEES: t`Attendees picked one by one`,
  };
  const status: Record<MessageStatus, string> = {
    PENDING_REVIEW: t`Awaiting review`,
    SCHEDULED: t`Scheduled`,
    PROCESSING: t`Sending`,
    SENT: t`Sent`,
    FAILED: t`Failed`,
    CANCELLED: t`Cancelled`,
  };
  const recipientStatus: Record<OutgoingMessageStatus, string> = {
    PENDING: t`Waiting`,
    SENT: t`Sent`,
    FAILED: t`Failed`,
  };
  return { type, status, recipientStatus };
}

const messageTones: Record<MessageStatus, BadgeTone> = {
  PENDING_REVIEW: "warning",
  SCHEDULED: "info",
  PROCESSING: "primary",
  SENT: "success",
  FAILED: "danger",
  CANCELLED: "neutral",
};

const recipientTones: Record<OutgoingMessageStatus, BadgeTone> = {
  PENDING: "info",
  SENT: "success",
  FAILED: "danger",
};

/** A message's status, in its colour and the user's words. */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const words = useMessageWords();
  return <Badge tone={messageTones[status]}>{words.status[status]}</Badge>;
}

/** A recipient's status, in its colour and the user's words. */
export function RecipientStatusBadge({ status }: { status: OutgoingMessageStatus }) {
  const words = useMessageWords();
  return <Badge tone={recipientTones[status]}>{words.recipientStatus[status]}</Badge>;
}
