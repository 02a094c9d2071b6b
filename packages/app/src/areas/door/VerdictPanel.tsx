import { useLingui } from "@lingui/react/macro";
import type { DoorList, DoorOutcome } from "@varco/domain";
import {
  BanIcon,
  CheckCircle2Icon,
  ClockIcon,
  CreditCardIcon,
  DoorClosedIcon,
  HistoryIcon,
  type LucideIcon,
  ShieldXIcon,
  Undo2Icon,
} from "@varco/ui";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import * as css from "./door.css";
import type { ShownVerdict, VerdictAttendee } from "./doorKeeper";

/** Each outcome's colour and icon; its words are below (they need the interface's language). */
export const outcomeLooks: Record<DoorOutcome, { tone: keyof typeof css.tone; icon: LucideIcon }> = {
  admitted: { tone: "success", icon: CheckCircle2Icon },
  already_checked_in: { tone: "warning", icon: HistoryIcon },
  duplicate: { tone: "warning", icon: HistoryIcon },
  cancelled: { tone: "danger", icon: BanIcon },
  awaiting_payment: { tone: "warning", icon: CreditCardIcon },
  not_on_list: { tone: "danger", icon: DoorClosedIcon },
  not_a_ticket: { tone: "danger", icon: ShieldXIcon },
  list_not_active: { tone: "neutral", icon: ClockIcon },
};

/** A time of the door, in the event's time zone: "20:41", with the day when it is not today. */
export function useDoorTime(timeZone: string | undefined): (iso: string) => string {
  const { bcp47 } = useLocaleControls();
  return (iso) => {
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return iso;
    const day = (date: Date) => date.toLocaleDateString("en", { timeZone });
    const sameDay = day(at) === day(new Date());
    try {
      return new Intl.DateTimeFormat(bcp47, {
        timeZone,
        timeStyle: "short",
        ...(sameDay ? {} : { dateStyle: "short" }),
      }).format(at);
    } catch {
      return at.toISOString();
    }
  };
}

/** The person's name, or their ticket's id when the device knows no name (a ticket sold after its sync). */
export function personOf(attendee: VerdictAttendee | null): string | null {
  if (!attendee) return null;
  return `${attendee.first_name} ${attendee.last_name}`.trim() || attendee.public_id;
}

/** A verdict in words: what the panel shows and what a screen reader announces. */
export interface VerdictWords {
  title: string;
  person: string | null;
  product: string | null;
  detail: string | null;
  /** Admitted without the server: it is sent later. */
  offlineNote: string | null;
  canMarkPaid: boolean;
}

export function useVerdictWords(verdict: ShownVerdict, list: DoorList | null): VerdictWords {
  const { t } = useLingui();
  const time = useDoorTime(list?.event.timezone);
  const checkIn = verdict.checkIn;
  const at = checkIn ? time(checkIn.checked_in_at) : "";
  const listName = checkIn?.list_name ?? "";
  const device = checkIn?.device_name ?? "";
  const canMarkPaid =
    verdict.outcome === "awaiting_payment" &&
    Boolean(list?.allow_awaiting_payment) &&
    verdict.action !== "check-in-and-mark-order-as-paid";
  const titles: Record<DoorOutcome, string> = {
    admitted: t`Admitted`,
    already_checked_in: t`Already checked in`,
    duplicate: t`Scanned twice`,
    cancelled: t`Cancelled ticket`,
    awaiting_payment: t`Awaiting payment`,
    not_on_list: t`Not on this list`,
    not_a_ticket: t`Not a ticket`,
    list_not_active: t`List not active`,
  };
  const details: Record<DoorOutcome, string | null> = {
    admitted: null,
    already_checked_in: checkIn
      ? device
        ? t`At ${at} on list ${listName}, by ${device}.`
        : t`At ${at} on list ${listName}.`
      : null,
    duplicate: checkIn ? t`Admitted before at ${at} on list ${listName}.` : null,
    cancelled: t`This ticket was cancelled: do not let it in.`,
    awaiting_payment: canMarkPaid
      ? t`The order is not paid yet. Take the payment, then mark it paid.`
      : t`The order is not paid yet: this ticket cannot come in.`,
    not_on_list: t`This ticket is for another entrance or another event.`,
    not_a_ticket: t`This code is not a valid ticket: made up, altered, or from another box office.`,
    list_not_active: t`This check-in list is not open now.`,
  };
  return {
    title: titles[verdict.outcome],
    person: personOf(verdict.attendee),
    product: list?.products.find((each) => each.id === verdict.attendee?.product_id)?.title ?? null,
    detail: details[verdict.outcome],
    offlineNote:
      verdict.offline && verdict.outcome === "admitted"
        ? t`Decided on this device: it is sent when the network is back.`
        : null,
    canMarkPaid,
  };
}

/** The verdict's words alone, for the screen's live region (one paragraph each: read with pauses). */
export function VerdictAnnouncement({ verdict, list }: { verdict: ShownVerdict; list: DoorList | null }) {
  const words = useVerdictWords(verdict, list);
  return (
    <>
      <p>{words.title}</p>
      {words.person && <p>{words.product ? `${words.person}, ${words.product}` : words.person}</p>}
      {words.detail && <p>{words.detail}</p>}
      {words.offlineNote && <p>{words.offlineNote}</p>}
    </>
  );
}

export interface VerdictPanelProps {
  verdict: ShownVerdict;
  list: DoorList | null;
  canUndo: boolean;
  onMarkPaid: () => void;
  onUndo: () => void;
  onNext: () => void;
}

/**
 * What the door decided about a scan, readable at arm's length: a band of colour, an icon and
 * words; who it is and what ticket; when and where they came in already; what can be done next.
 * (Its words are announced by the screen's live region, not by the panel.)
 */
export function VerdictPanel({ verdict, list, canUndo, onMarkPaid, onUndo, onNext }: VerdictPanelProps) {
  const { t } = useLingui();
  const words = useVerdictWords(verdict, list);
  const { tone, icon: Glyph } = outcomeLooks[verdict.outcome];
  return (
    <div className={`${css.verdict} ${css.tone[tone]}`} data-outcome={verdict.outcome}>
      <Glyph className={css.verdictIcon} aria-hidden focusable="false" />
      <p className={css.verdictTitle}>{words.title}</p>
      {words.person && (
        <p className={css.verdictDetail}>
          <strong>{words.person}</strong>
          {words.product ? ` · ${words.product}` : ""}
        </p>
      )}
      {words.detail && <p className={css.verdictDetail}>{words.detail}</p>}
      {words.offlineNote && <p className={css.verdictDetail}>{words.offlineNote}</p>}
      <div className={css.verdictActions}>
        {words.canMarkPaid && (
          <button type="button" className={`${css.button} ${css.primary}`} onClick={onMarkPaid}>
            {t`Mark paid and admit`}
          </button>
        )}
        {canUndo && (
          <button type="button" className={css.button} onClick={onUndo}>
            <Undo2Icon aria-hidden size={20} />
            {t`Undo admission`}
          </button>
        )}
        <button type="button" className={css.button} onClick={onNext}>
          {t`Next`}
        </button>
      </div>
    </div>
  );
}
