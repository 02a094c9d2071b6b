import { z } from "zod";
import { attendeeStatusSchema } from "./attendee";
import { checkInActionSchema } from "./checkInList";
import { orderStatusSchema } from "./order";

/**
 * The door: what a scanner keeps of a check-in list to decide without the network, and how it
 * sends what it decided (docs/rules/check-in.md). One call, `POST public/check-in-lists/{shortId}/door`,
 * both sends the device's queued check-ins and brings its copy up to date.
 */

/** A device's own id: made on the device once, kept with its copy. */
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Not a device id.");

/** What became of one scan once the server saw it. */
export const doorOutcomes = [
  /** Admitted now: the first admission of this ticket on this list. */
  "admitted",
  /** Already admitted on this list; nothing new was written (a scan made online). */
  "already_checked_in",
  /** Admitted offline by this device after another admission: kept as a duplicate, not counted. */
  "duplicate",
  "cancelled",
  /** The order awaits its payment and the event does not let such tickets in (or the scan did not ask to mark it paid). */
  "awaiting_payment",
  /** A real ticket, of a product this list does not admit (or of another event). */
  "not_on_list",
  /** Not a code this deployment signed: made up, altered, or of another deployment. */
  "not_a_ticket",
  /** The list is not active yet or has expired. */
  "list_not_active",
] as const;
export type DoorOutcome = (typeof doorOutcomes)[number];

/** A check-in as the door shows it: when, on which list, by which device. */
export const doorCheckInSchema = z.object({
  short_id: z.string(),
  checked_in_at: z.string(),
  list_name: z.string(),
  device_name: z.string().nullable(),
});
export type DoorCheckIn = z.infer<typeof doorCheckInSchema>;

/** One attendee of the list's products, as a device keeps it. */
export const doorAttendeeSchema = z.object({
  public_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  product_id: z.number(),
  status: attendeeStatusSchema,
  order_public_id: z.string(),
  order_status: orderStatusSchema,
  /**
   * For tickets whose QR carries the older code (`<public_id>.<secret>.<mac>`): the SHA-256 of its
   * secret, base64url, so a device can check such a code without the server.
   */
  secret_digest: z.string(),
  /** The admission on this list, if any. */
  check_in: doorCheckInSchema.nullable(),
  /** Scans recorded as duplicates of that admission (made offline by other devices). */
  duplicates: z.array(doorCheckInSchema.omit({ short_id: true })),
});
export type DoorAttendee = z.infer<typeof doorAttendeeSchema>;

/** The list as the door needs it: its window, its products, its counters and the event's brand. */
export const doorListSchema = z.object({
  short_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  activates_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  is_active: z.boolean(),
  is_expired: z.boolean(),
  total_attendees: z.number(),
  checked_in_attendees: z.number(),
  products: z.array(z.object({ id: z.number(), title: z.string() })),
  /** Tickets of orders awaiting an offline payment may come in, and be marked paid at the door. */
  allow_awaiting_payment: z.boolean(),
  event: z.object({
    id: z.number(),
    title: z.string(),
    timezone: z.string(),
    start_date: z.string(),
  }),
});
export type DoorList = z.infer<typeof doorListSchema>;

/** A scan a device sends: made online (answered at once) or queued while offline. */
export const doorScanSchema = z.object({
  /** Made on the device; the same id sent twice is one check-in. */
  id: deviceIdSchema,
  /** What the scanner read (a ticket code) or chose (an attendee's public id). */
  code: z.string().min(1).max(400),
  action: checkInActionSchema,
  /** When the device scanned it (its clock); the earlier of two offline admissions stands. */
  scanned_at: z.iso.datetime({ offset: true }),
  /** The device decided without the server: a clash is recorded as a duplicate, not refused. */
  offline: z.boolean(),
});
export type DoorScan = z.infer<typeof doorScanSchema>;

/** `POST public/check-in-lists/{shortId}/door`. */
export const doorSyncBodySchema = z.object({
  device: z.object({ id: deviceIdSchema, name: z.string().trim().max(60).nullish() }),
  /** The `cursor` of the device's copy: only the attendees changed since come back (`changes`). */
  since: z.string().max(40).nullish(),
  /**
   * False: answer the scans only (a scan made online); the copy is not brought up to date
   * (`attendees` null, `changes` empty, `cursor` is `since` again) and the counters may be a
   * second old. A device syncs its copy on its own clock.
   */
  sync: z.boolean().default(true),
  scans: z.array(doorScanSchema).max(2000).default([]),
  /** Check-ins to undo: a check-in's short id, or the device's id of a scan. */
  undo: z.array(z.string().min(1).max(64)).max(2000).default([]),
});
export type DoorSyncBody = z.input<typeof doorSyncBodySchema>;

/** What became of one sent scan. */
export const doorScanResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(doorOutcomes),
  /** The attendee the code named, when it named one. */
  attendee: doorAttendeeSchema.nullable(),
  /** The admission that stands (this scan's, or the earlier one it clashed with). */
  check_in: doorCheckInSchema.nullable(),
});
export type DoorScanResult = z.infer<typeof doorScanResultSchema>;

export const doorSyncResponseSchema = z.object({
  data: z.object({
    list: doorListSchema,
    /** Raw Ed25519 public key (base64url) that ticket codes are signed with. */
    ticket_public_key: z.string(),
    /** Opaque; send it back as `since`. */
    cursor: z.string(),
    /**
     * Every attendee of the list's products, replacing the device's copy; null when the device's
     * copy is brought up to date by `changes` instead.
     */
    attendees: z.array(doorAttendeeSchema).nullable(),
    /** With `attendees` null: the attendees changed since `since` (by public id, replacing). */
    changes: z.array(doorAttendeeSchema),
    results: z.array(doorScanResultSchema),
    /** Undos the server could not apply (unknown id): the device drops them. */
    undo_failed: z.array(z.string()),
    server_time: z.string(),
  }),
});
export type DoorSyncResponse = z.infer<typeof doorSyncResponseSchema>;
export type DoorSync = DoorSyncResponse["data"];
