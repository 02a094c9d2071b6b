import { useLingui } from "@lingui/react/macro";
import { type Attendee, type CheckInRecord, type Event, isApiError, maxPerPage } from "@varco/domain";
import { useAttendee, useCheckInAttendee, useCheckInLists } from "@varco/domain/swr";
import { Button, Heading, Inline, Link, Skeleton, Stack, Text, toasts } from "@varco/ui";
import { useId, useState } from "react";
import { useSaleFormats } from "../../format/orderWords";
import { failureMessage } from "../../forms/fieldErrors";
import { loadServerReasons } from "../../forms/reasonWords";
import { QueryFailure, readFailed } from "../../shell/QueryView";

/** Enough for every list of an event on one page. */
const listParams = { per_page: maxPerPage };

/** A list the attendee can be admitted on, or was: its check-in there, if any. */
interface Door {
  listId: number;
  name: string;
  /** The list still admits the attendee's product: checking in or undoing it there is possible. */
  holds: boolean;
  /** It admits now (between its opening and its closing). */
  isOpen: boolean;
  checkIn: CheckInRecord | undefined;
}

/** Why the server refused, when its 409 says (`code`); its keys are the server's refusals. */
type Refusal = "already_checked_in" | "cancelled" | "awaiting_payment" | "list_not_active" | "not_checked_in";

/**
 * The drawer's "Check-ins": each list that admits the attendee's ticket (and each list they were
 * checked in on), when and by which device they were checked in there, and a button to check them
 * in by hand or undo it. The button stays the same element when it turns from one into the other,
 * so a keyboard user keeps their place.
 */
export function AttendeeCheckIns({ event, attendee }: { event: Event; attendee: Attendee }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const format = useSaleFormats(event);
  const lists = useCheckInLists(event.id, listParams);
  const fresh = useAttendee(event.id, attendee.id);
  const checkIn = useCheckInAttendee();
  const [pending, setPending] = useState<number | null>(null);
  const person = `${attendee.first_name} ${attendee.last_name}`.trim();
  const product = attendee.product?.title ?? "";
  const checkIns = attendee.check_ins ?? [];
  const admitting = (lists.data?.data ?? []).filter((list) =>
    (list.products ?? []).some((held) => held.id === attendee.product_id),
  );
  const doors: Door[] = [
    ...admitting.map((list) => ({
      listId: list.id,
      name: list.name,
      holds: true,
      isOpen: list.is_active !== false && !list.is_expired,
    })),
    ...checkIns
      .filter((record) => !admitting.some((list) => list.id === record.check_in_list_id))
      .map((record) => ({
        listId: record.check_in_list_id,
        name: record.check_in_list?.name ?? t`A deleted list`,
        holds: false,
        isOpen: false,
      })),
  ].map((door) => ({ ...door, checkIn: checkIns.find((record) => record.check_in_list_id === door.listId) }));
  const isActive = attendee.status === "ACTIVE";

  const refusalWords = (list: string): Record<Refusal, string> => ({
    already_checked_in: t`${person} is already checked in on ${list}.`,
    cancelled: t`The ticket of ${person} is cancelled.`,
    awaiting_payment: t`The order of ${person} is awaiting payment.`,
    list_not_active: t`${list} is not active now.`,
    not_checked_in: t`${person} is not checked in on ${list}.`,
  });

  const toggle = async ({ listId, name: list, checkIn: record }: Door) => {
    setPending(listId);
    try {
      await checkIn.trigger(event.id, attendee.public_id, {
        action: record ? "check_out" : "check_in",
        check_in_list_id: listId,
      });
      toasts.show({
        tone: "success",
        message: record
          ? t`${person} is no longer checked in on ${list}.`
          : t`${person} was checked in on ${list}.`,
      });
    } catch (error) {
      await loadServerReasons(i18n);
      const words = refusalWords(list);
      const code = isApiError(error) ? error.code : undefined;
      // A refusal without its reason: on an open list, to an active ticket, most likely a door
      // admitted them (or undid it) meanwhile.
      const conflict =
        code && code in words
          ? words[code as Refusal]
          : words[record ? "not_checked_in" : "already_checked_in"];
      toasts.show({
        tone: "danger",
        message: failureMessage(error, i18n, {
          statuses: { 409: conflict },
          labels: { check_in_list_id: t`Check-in list` },
        }),
      });
      // What stands now, whoever changed it.
      void fresh.mutate();
    } finally {
      setPending(null);
    }
  };

  const stateOf = ({ checkIn: record, isOpen }: Door) => {
    if (record) {
      const when = format.moment(record.checked_in_at ?? record.created_at ?? "");
      const by = record.device_name || (record.device_id ? t`by a scanner` : t`by hand`);
      return t`Checked in ${when}, ${by}`;
    }
    if (!isActive) return t`Not checked in (only active tickets can be checked in)`;
    return isOpen ? t`Not checked in` : t`Not checked in (the list is not active now)`;
  };

  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>{t`Check-ins`}</Heading>
      {doors.length > 0 ? (
        <Stack as="ul" gap="sm">
          {doors.map((door) => {
            const list = door.name;
            return (
              <Inline as="li" key={door.listId} gap="sm" align="center" justify="between" wrap>
                <Stack gap="none">
                  <Text weight="medium">{list}</Text>
                  <Text size="sm" tone="muted">
                    {stateOf(door)}
                  </Text>
                </Stack>
                {door.holds && (door.checkIn || (isActive && door.isOpen)) ? (
                  <Button
                    size="sm"
                    variant={door.checkIn ? "outline" : "solid"}
                    tone={door.checkIn ? "neutral" : "primary"}
                    aria-label={door.checkIn ? t`Undo check-in on ${list}` : t`Check in on ${list}`}
                    isPending={pending === door.listId}
                    isDisabled={pending !== null && pending !== door.listId}
                    onPress={() => void toggle(door)}
                  >
                    {door.checkIn ? t`Undo check-in` : t`Check in`}
                  </Button>
                ) : null}
              </Inline>
            );
          })}
        </Stack>
      ) : null}
      {readFailed(lists) ? (
        <QueryFailure query={lists} failure={t`The check-in lists could not be loaded.`} />
      ) : lists.data === undefined ? (
        <Skeleton shape="text" width="60%" />
      ) : admitting.length === 0 ? (
        <Text as="p" size="sm" tone="muted">
          {t`No check-in list admits ${product} yet.`}{" "}
          <Link href={`/manage/event/${event.id}/check-in`}>{t`Add a check-in list`}</Link>
        </Text>
      ) : null}
    </Stack>
  );
}
