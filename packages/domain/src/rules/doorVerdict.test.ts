import { describe, expect, it } from "vitest";
import type { CheckInAction } from "../model/checkInList";
import type { DoorAttendee, DoorCheckIn, DoorList } from "../model/door";
import { doorVerdict, isListOpen, type SignedTicket } from "./doorVerdict";

const now = new Date("2030-07-12T19:00:00Z");

const list: DoorList = {
  short_id: "cil_door",
  name: "Ingresso A",
  description: null,
  activates_at: null,
  expires_at: null,
  is_active: true,
  is_expired: false,
  total_attendees: 2,
  checked_in_attendees: 0,
  products: [{ id: 12, title: "Platea" }],
  allow_awaiting_payment: false,
  event: { id: 7, title: "Concerto d'estate", timezone: "Europe/Rome", start_date: "2030-07-12T18:30:00Z" },
};

const admission: DoorCheckIn = {
  short_id: "ci_first",
  checked_in_at: "2030-07-12T18:41:00Z",
  list_name: "Ingresso A",
  device_name: "Cancello 1",
};

const attendee = (overrides: Partial<DoorAttendee> = {}): DoorAttendee => ({
  public_id: "A-7K2M9QX",
  first_name: "Giulia",
  last_name: "Rossi",
  email: "giulia@example.com",
  product_id: 12,
  status: "ACTIVE",
  order_public_id: "O-4B8N2PD",
  order_status: "COMPLETED",
  secret_digest: "digest",
  check_in: null,
  duplicates: [],
  ...overrides,
});

const signed = (overrides: Partial<SignedTicket> = {}): SignedTicket => ({
  publicId: "A-NEW0001",
  eventId: 7,
  productId: 12,
  ...overrides,
});

const awaitingList = { ...list, allow_awaiting_payment: true };
const markPaid: CheckInAction = "check-in-and-mark-order-as-paid";

describe("doorVerdict", () => {
  it.each<[string, Parameters<typeof doorVerdict>[0], string]>([
    [
      "an active ticket of the list's product",
      { list, now, action: "check-in", attendee: attendee() },
      "admitted",
    ],
    [
      "a ticket sold after the last sync, known from its verified signature",
      { list, now, action: "check-in", attendee: null, signed: signed() },
      "admitted",
    ],
    [
      "a code the copy does not know and no signature",
      { list, now, action: "check-in", attendee: null },
      "not_a_ticket",
    ],
    [
      "a ticket of a product the list does not admit",
      { list, now, action: "check-in", attendee: attendee({ product_id: 13 }) },
      "not_on_list",
    ],
    [
      "a signed ticket of another product",
      { list, now, action: "check-in", attendee: null, signed: signed({ productId: 13 }) },
      "not_on_list",
    ],
    [
      "a signed ticket of another event, whatever its product",
      { list, now, action: "check-in", attendee: null, signed: signed({ eventId: 8 }) },
      "not_on_list",
    ],
    [
      "a cancelled ticket",
      { list, now, action: "check-in", attendee: attendee({ status: "CANCELLED" }) },
      "cancelled",
    ],
    [
      "a ticket of a cancelled order",
      { list, now, action: "check-in", attendee: attendee({ order_status: "CANCELLED" }) },
      "cancelled",
    ],
    [
      "a cancelled ticket that was admitted before it was cancelled",
      { list, now, action: "check-in", attendee: attendee({ status: "CANCELLED", check_in: admission }) },
      "cancelled",
    ],
    [
      "a ticket of an order awaiting payment, where the event does not let it in",
      {
        list,
        now,
        action: markPaid,
        attendee: attendee({ status: "AWAITING_PAYMENT", order_status: "AWAITING_OFFLINE_PAYMENT" }),
      },
      "awaiting_payment",
    ],
    [
      "a ticket awaiting payment, allowed, scanned without marking it paid",
      {
        list: awaitingList,
        now,
        action: "check-in",
        attendee: attendee({ status: "AWAITING_PAYMENT", order_status: "AWAITING_OFFLINE_PAYMENT" }),
      },
      "awaiting_payment",
    ],
    [
      "a ticket awaiting payment, allowed, marked paid at the door",
      {
        list: awaitingList,
        now,
        action: markPaid,
        attendee: attendee({ status: "AWAITING_PAYMENT", order_status: "AWAITING_OFFLINE_PAYMENT" }),
      },
      "admitted",
    ],
    [
      "an active ticket of an order awaiting payment, allowed, marked paid",
      {
        list: awaitingList,
        now,
        action: markPaid,
        attendee: attendee({ order_status: "AWAITING_OFFLINE_PAYMENT" }),
      },
      "admitted",
    ],
    [
      "a ticket already admitted on this list",
      { list, now, action: "check-in", attendee: attendee({ check_in: admission }) },
      "already_checked_in",
    ],
    [
      "a ticket of a reserved order (neither active nor awaiting payment)",
      {
        list,
        now,
        action: "check-in",
        attendee: attendee({ order_status: "RESERVED", status: "CANCELLED" }),
      },
      "cancelled",
    ],
    [
      "any ticket before the list opens",
      {
        list: { ...list, activates_at: "2030-07-12T19:30:00Z" },
        now,
        action: "check-in",
        attendee: attendee(),
      },
      "list_not_active",
    ],
    [
      "any ticket once the list expired",
      {
        list: { ...list, expires_at: "2030-07-12T19:00:00Z" },
        now,
        action: "check-in",
        attendee: attendee(),
      },
      "list_not_active",
    ],
    [
      "a ticket not on the list, while the list is closed: not on this list comes first",
      {
        list: { ...list, expires_at: "2030-07-12T18:00:00Z" },
        now,
        action: "check-in",
        attendee: attendee({ product_id: 13 }),
      },
      "not_on_list",
    ],
  ])("%s → %s", (_case, input, outcome) => {
    expect(doorVerdict(input).outcome).toBe(outcome);
  });

  it("names the admission that stands when the ticket was already checked in", () => {
    expect(
      doorVerdict({ list, now, action: "check-in", attendee: attendee({ check_in: admission }) }),
    ).toEqual({
      outcome: "already_checked_in",
      checkIn: admission,
    });
  });

  it("names no admission for any other outcome", () => {
    expect(doorVerdict({ list, now, action: "check-in", attendee: attendee() }).checkIn).toBeNull();
  });

  it("decides from the copy, not the signature, when the copy knows the ticket", () => {
    const cancelled = attendee({ public_id: "A-NEW0001", status: "CANCELLED" });
    expect(
      doorVerdict({ list, now, action: "check-in", attendee: cancelled, signed: signed() }).outcome,
    ).toBe("cancelled");
  });
});

describe("isListOpen", () => {
  it.each([
    [null, null, true],
    ["2030-07-12T18:59:59Z", null, true],
    ["2030-07-12T19:00:00Z", null, true],
    ["2030-07-12T19:00:01Z", null, false],
    [null, "2030-07-12T19:00:01Z", true],
    [null, "2030-07-12T19:00:00Z", false],
    ["2030-07-12T18:00:00Z", "2030-07-12T20:00:00Z", true],
  ])("activates %s, expires %s → %s", (activates_at, expires_at, open) => {
    expect(isListOpen({ activates_at, expires_at }, now)).toBe(open);
  });
});
