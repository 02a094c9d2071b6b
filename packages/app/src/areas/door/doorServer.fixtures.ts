import {
  ApiError,
  type DoorAttendee,
  type DoorCheckIn,
  type DoorList,
  type DoorScanResult,
  type DoorSync,
  type DoorSyncBody,
  doorVerdict,
  parseTicketCode,
  type SignedTicket,
  signedTicketCode,
  signedTicketMessage,
  toBase64url,
  verifySignedTicket,
} from "@varco/domain";
import type { DoorApi } from "./doorKeeper";

/**
 * A door server in memory, as the contract has it (packages/domain/src/model/door.ts): one call
 * sends scans and undos and brings the list back; the same scan id twice is one check-in; an
 * online scan that meets an admission writes nothing; an offline one is kept as a duplicate
 * (the earliest `scanned_at` stands). For the keeper's and the screen's tests.
 */

/** A deployment's ticket key pair (WebCrypto's Ed25519): the public half raw, base64url, as the door gets it. */
export async function ticketKey() {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  return { publicKey: toBase64url(raw), privateKey: pair.privateKey };
}

/** A ticket's signed QR text. */
export async function signedCodeOf(ticket: SignedTicket, privateKey: CryptoKey): Promise<string> {
  const message = new TextEncoder().encode(signedTicketMessage(ticket));
  const signature = new Uint8Array(await crypto.subtle.sign("Ed25519", privateKey, message));
  return signedTicketCode(ticket, toBase64url(signature));
}

export const doorList = (overrides: Partial<DoorList> = {}): DoorList => ({
  short_id: "cil_door",
  name: "Ingresso A",
  description: null,
  activates_at: null,
  expires_at: null,
  is_active: true,
  is_expired: false,
  total_attendees: 0,
  checked_in_attendees: 0,
  products: [{ id: 12, title: "Platea" }],
  allow_awaiting_payment: false,
  event: { id: 7, title: "Concerto d'estate", timezone: "Europe/Rome", start_date: "2030-07-12T18:30:00Z" },
  ...overrides,
});

export const doorAttendee = (overrides: Partial<DoorAttendee> = {}): DoorAttendee => ({
  public_id: "A-GIULIA1",
  first_name: "Giulia",
  last_name: "Rossi",
  email: "giulia@example.com",
  product_id: 12,
  status: "ACTIVE",
  order_public_id: "O-ORDER01",
  order_status: "COMPLETED",
  secret_digest: "",
  check_in: null,
  duplicates: [],
  ...overrides,
});

/** The attendees the tests meet: two of the list's product, one of another, one unpaid, one cancelled. */
export const giulia = doorAttendee();
export const marco = doorAttendee({
  public_id: "A-MARCO01",
  first_name: "Marco",
  last_name: "Bianchi",
  email: "marco@example.com",
  order_public_id: "O-ORDER02",
});
export const anna = doorAttendee({
  public_id: "A-ANNA001",
  first_name: "Anna",
  last_name: "Verdi",
  product_id: 13,
  order_public_id: "O-ORDER03",
});
export const luca = doorAttendee({
  public_id: "A-LUCA001",
  first_name: "Luca",
  last_name: "Neri",
  status: "AWAITING_PAYMENT",
  order_status: "AWAITING_OFFLINE_PAYMENT",
});
export const sara = doorAttendee({
  public_id: "A-SARA001",
  first_name: "Sara",
  last_name: "Gialli",
  status: "CANCELLED",
});

/** Another device's scan reaching the server (online, or sent from its offline queue). */
export function scanElsewhere(
  server: FakeDoorServer,
  scan: { device: string; id: string; code: string; at: string; offline: boolean },
) {
  return server.door("cil_door", {
    device: { id: `device-${scan.device.replaceAll(" ", "")}`, name: scan.device },
    scans: [{ id: scan.id, code: scan.code, action: "check-in", scanned_at: scan.at, offline: scan.offline }],
  });
}

interface Admission extends DoorCheckIn {
  scanId: string;
}

export interface FakeDoorServer extends DoorApi {
  list: DoorList;
  attendees: Map<string, DoorAttendee>;
  /** Every request's body, in order. */
  requests: DoorSyncBody[];
  /** What the server does with the next requests: answer, fail without answering, or fail after doing the work. */
  mode: "up" | "down" | "answerLost" | "closed" | "gone";
  /** Holds each answer this long (ms) after doing the work. */
  delay: number;
  publicKey: string;
  privateKey: CryptoKey;
  /** Admissions written (one per ticket, however often its scans were sent). */
  admissions(): number;
  cancel(publicId: string): void;
  add(attendee: DoorAttendee): void;
}

export async function fakeDoorServer(
  options: { list?: DoorList; attendees?: DoorAttendee[] } = {},
): Promise<FakeDoorServer> {
  const { publicKey, privateKey } = await ticketKey();
  const attendees = new Map((options.attendees ?? []).map((attendee) => [attendee.public_id, attendee]));
  const admissions = new Map<string, Admission>();
  const duplicates = new Map<string, Omit<DoorCheckIn, "short_id">[]>();
  const byScan = new Map<string, DoorScanResult>();
  /** The version each attendee last changed at; the cursor is the latest. */
  const changedAt = new Map<string, number>();
  let version = 1;
  let checkIns = 0;
  const change = (publicId: string) => {
    version += 1;
    changedAt.set(publicId, version);
  };

  const withAdmission = (attendee: DoorAttendee): DoorAttendee => {
    const admission = admissions.get(attendee.public_id);
    const { scanId: _scanId, ...checkIn } = admission ?? { scanId: "" };
    return {
      ...attendee,
      check_in: admission ? (checkIn as DoorCheckIn) : null,
      duplicates: duplicates.get(attendee.public_id) ?? [],
    };
  };
  const failure = (status: number, message: string) =>
    new ApiError({ status, message, method: "POST", path: "public/check-in-lists/x/door" });

  const server: FakeDoorServer = {
    list: options.list ?? doorList(),
    attendees,
    requests: [],
    mode: "up",
    delay: 0,
    publicKey,
    privateKey,
    admissions: () => admissions.size,
    cancel(publicId) {
      const attendee = attendees.get(publicId);
      if (attendee) attendees.set(publicId, { ...attendee, status: "CANCELLED", order_status: "CANCELLED" });
      change(publicId);
    },
    add(attendee) {
      attendees.set(attendee.public_id, attendee);
      change(attendee.public_id);
    },
    async door(_shortId, body) {
      server.requests.push(structuredClone(body));
      const delay = server.delay;
      if (server.mode === "down") throw failure(0, "The server could not be reached.");
      if (server.mode === "closed") throw failure(409, "This check-in list has expired.");
      if (server.mode === "gone") throw failure(404, "Not found.");
      const list = server.list;
      const results: DoorScanResult[] = [];
      for (const scan of body.scans ?? []) {
        const seen = byScan.get(scan.id);
        if (seen) {
          results.push(seen);
          continue;
        }
        const code = parseTicketCode(scan.code);
        let attendee = code ? (attendees.get(code.publicId) ?? null) : null;
        if (code?.kind === "signed" && !(await verifySignedTicket(code, publicKey))) attendee = null;
        const verdict = doorVerdict({
          list,
          now: new Date(scan.scanned_at),
          action: scan.action,
          attendee: attendee && withAdmission(attendee),
          signed: null,
        });
        let outcome = verdict.outcome;
        const device_name = body.device.name ?? null;
        if (attendee && outcome === "admitted") {
          checkIns += 1;
          admissions.set(attendee.public_id, {
            scanId: scan.id,
            short_id: `ci_${checkIns}`,
            checked_in_at: scan.scanned_at,
            list_name: list.name,
            device_name,
          });
          change(attendee.public_id);
        } else if (attendee && outcome === "already_checked_in" && scan.offline) {
          // Offline clashes are kept, the earliest scan standing.
          const standing = admissions.get(attendee.public_id) as Admission;
          const mine = { checked_in_at: scan.scanned_at, list_name: list.name, device_name };
          if (scan.scanned_at < standing.checked_in_at) {
            const { scanId: _scanId, short_id: _shortId, ...previous } = standing;
            duplicates.set(attendee.public_id, [...(duplicates.get(attendee.public_id) ?? []), previous]);
            checkIns += 1;
            admissions.set(attendee.public_id, { ...mine, scanId: scan.id, short_id: `ci_${checkIns}` });
            outcome = "admitted";
          } else {
            duplicates.set(attendee.public_id, [...(duplicates.get(attendee.public_id) ?? []), mine]);
            outcome = "duplicate";
          }
          change(attendee.public_id);
        }
        const now = attendee && withAdmission(attendee);
        const result: DoorScanResult = {
          id: scan.id,
          outcome,
          attendee: now,
          check_in: outcome === "cancelled" || !now ? null : now.check_in,
        };
        byScan.set(scan.id, result);
        results.push(result);
      }
      const undoFailed: string[] = [];
      for (const id of body.undo ?? []) {
        const found = [...admissions].find(
          ([, admission]) => admission.short_id === id || admission.scanId === id,
        );
        if (found) {
          admissions.delete(found[0]);
          change(found[0]);
        } else undoFailed.push(id);
      }
      if (server.mode === "answerLost") throw failure(0, "The server could not be reached.");
      const everyone = [...attendees.values()];
      const answer: DoorSync = {
        list: {
          ...list,
          total_attendees: everyone.length,
          checked_in_attendees: admissions.size,
        },
        ticket_public_key: publicKey,
        // A scan's answer alone (`sync` false) leaves the device's cursor as it was.
        cursor: body.sync === false ? (body.since ?? "") : String(version),
        // A device without a copy gets everyone; one with a copy, who changed since.
        attendees: body.since || body.sync === false ? null : everyone.map(withAdmission),
        changes:
          body.since && body.sync !== false
            ? everyone
                .filter((each) => (changedAt.get(each.public_id) ?? 0) > Number(body.since))
                .map(withAdmission)
            : [],
        results,
        undo_failed: undoFailed,
        server_time: new Date().toISOString(),
      };
      const copy = structuredClone(answer);
      // The work is done at once; only the answer is slow.
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return copy;
    },
  };
  return server;
}
