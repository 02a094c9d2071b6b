import type { DoorAttendee, DoorList, DoorScan } from "@varco/domain";
import { toBase64url } from "@varco/domain";
import { type DBSchema, type IDBPDatabase, openDB } from "idb";

/**
 * What a scanner keeps of a check-in list in the browser (IndexedDB), so that it decides and
 * queues without the network and finds it all again after a reload: the list, the ticket key, the
 * server's cursor, the attendees, the check-ins made offline and the undos not yet sent; and, for
 * every list, the device's id and the name its holder gave it.
 */

/** A list's copy on this device, apart from its attendees and queue. */
export interface DoorCopy {
  shortId: string;
  list: DoorList;
  /** The deployment's Ed25519 public key (raw, base64url) that signed ticket codes verify against. */
  publicKey: string;
  /** The server's cursor of this copy, sent back as `since`. */
  cursor: string;
  /** When the copy last heard from the server (this device's clock). */
  syncedAt: string;
  /** Undos not yet sent: check-in short ids or scan ids. */
  undos: string[];
}

/** A check-in decided on this device without the server, waiting to be sent. */
export interface QueuedScan extends DoorScan {
  /** The ticket the code named. */
  publicId: string;
  /** Went out in a request at least once (whose answer may have been lost): undone by sending its id. */
  sent: boolean;
}

export interface DoorDevice {
  id: string;
  name: string | null;
}

/** The copy of one list as read back. */
export interface StoredList {
  copy: DoorCopy | null;
  attendees: DoorAttendee[];
  queue: QueuedScan[];
}

/** A change to a list's copy, written at once (one transaction). */
export interface DoorWrite {
  copy?: DoorCopy;
  /** Every attendee, replacing those kept; or only those that changed. */
  attendees?: { replace: DoorAttendee[] } | { put: DoorAttendee[] };
  /** Scans to queue (or whose `sent` changed). */
  queue?: QueuedScan[];
  /** Queued scans the server has now, or that were undone before they left. */
  drop?: string[];
}

export interface DoorStore {
  device(): Promise<DoorDevice>;
  nameDevice(name: string | null): Promise<DoorDevice>;
  load(shortId: string): Promise<StoredList>;
  write(shortId: string, change: DoorWrite): Promise<void>;
}

/** An id made on this device: 128 random bits, base64url (a device's, a scan's). */
export function newDeviceId(): string {
  return toBase64url(crypto.getRandomValues(new Uint8Array(16)));
}

interface DoorSchema extends DBSchema {
  lists: { key: string; value: DoorCopy };
  attendees: { key: [string, string]; value: DoorAttendee };
  queue: { key: [string, string]; value: QueuedScan };
  device: { key: string; value: DoorDevice };
}

const databaseName = "varco-door";
const deviceKey = "this";

/** Every key of one list in a store keyed `[shortId, id]` (an array sorts after every string). */
const ofList = (shortId: string) => IDBKeyRange.bound([shortId], [shortId, []]);

/** The store on IndexedDB (`indexedDB` of the page, or of the test's fake-indexeddb). */
export function indexedDoorStore(): DoorStore {
  let opened: Promise<IDBPDatabase<DoorSchema>> | undefined;
  const database = () => {
    opened ??= openDB<DoorSchema>(databaseName, 1, {
      upgrade(db) {
        db.createObjectStore("lists", { keyPath: "shortId" });
        db.createObjectStore("attendees");
        db.createObjectStore("queue");
        db.createObjectStore("device");
      },
    });
    return opened;
  };

  return {
    async device() {
      const db = await database();
      const kept = await db.get("device", deviceKey);
      if (kept) return kept;
      const made = { id: newDeviceId(), name: null };
      // Two tabs opening at once: the first id written stays.
      const tx = db.transaction("device", "readwrite");
      const again = await tx.store.get(deviceKey);
      if (!again) await tx.store.put(made, deviceKey);
      await tx.done;
      return again ?? made;
    },
    async nameDevice(name) {
      const db = await database();
      const device = { ...(await this.device()), name: name?.trim() || null };
      await db.put("device", device, deviceKey);
      return device;
    },
    async load(shortId) {
      const db = await database();
      const tx = db.transaction(["lists", "attendees", "queue"]);
      const [copy, attendees, queue] = await Promise.all([
        tx.objectStore("lists").get(shortId),
        tx.objectStore("attendees").getAll(ofList(shortId)),
        tx.objectStore("queue").getAll(ofList(shortId)),
      ]);
      await tx.done;
      queue.sort((a, b) => a.scanned_at.localeCompare(b.scanned_at));
      return { copy: copy ?? null, attendees, queue };
    },
    async write(shortId, { copy, attendees, queue = [], drop = [] }) {
      const db = await database();
      const tx = db.transaction(["lists", "attendees", "queue"], "readwrite");
      const people = tx.objectStore("attendees");
      const queued = tx.objectStore("queue");
      const writes: Promise<unknown>[] = [];
      if (copy) writes.push(tx.objectStore("lists").put(copy));
      if (attendees && "replace" in attendees) writes.push(people.delete(ofList(shortId)));
      const put = attendees ? ("replace" in attendees ? attendees.replace : attendees.put) : [];
      for (const attendee of put) writes.push(people.put(attendee, [shortId, attendee.public_id]));
      for (const scan of queue) writes.push(queued.put(scan, [shortId, scan.id]));
      for (const id of drop) writes.push(queued.delete([shortId, id]));
      await Promise.all([...writes, tx.done]);
    },
  };
}
