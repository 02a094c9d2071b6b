import {
  type CheckInAction,
  type DoorAttendee,
  type DoorCheckIn,
  type DoorList,
  type DoorOutcome,
  type DoorScan,
  type DoorSync,
  type DoorSyncBody,
  doorVerdict,
  isApiError,
  parseTicketCode,
  type SignedTicket,
  signatureLength,
  type TicketCode,
  ticketSecretDigest,
  verifySignedTicket,
} from "@varco/domain";
import { type DoorCopy, type DoorDevice, type DoorStore, newDeviceId, type QueuedScan } from "./doorStore";

/**
 * The door's memory and judgement on one device (docs/decisions/0010-door-offline.md): it keeps
 * the list's copy, decides each scan, asks the server when it can and decides alone when it
 * cannot, queues what it decided alone, and sends the queue whenever it talks to the server.
 * Every exchange with the server is one call (`door`), which also brings the copy up to date.
 */

/** The server's door call, as the keeper uses it (the API client's, or a test's fake). */
export interface DoorApi {
  door(shortId: string, body: DoorSyncBody): Promise<DoorSync>;
}

/** The person a verdict is about, as far as the device knows them. */
export type VerdictAttendee = Pick<DoorAttendee, "public_id" | "first_name" | "last_name" | "product_id">;

/** A verdict on screen. */
export interface ShownVerdict {
  /** The scan's id. */
  id: string;
  outcome: DoorOutcome;
  attendee: VerdictAttendee | null;
  /** The admission that stands, for "already checked in at 20:41 on list Ingresso A". */
  checkIn: DoorCheckIn | null;
  /** Decided on this device without the server (and, if admitted, queued). */
  offline: boolean;
  /** What was scanned, to scan it again marking the order paid. */
  code: string;
  action: CheckInAction;
}

/** The last admission on this device, which can be undone. */
export interface LastAdmission {
  scanId: string;
  /** The server's check-in, once it has it. */
  checkInShortId: string | null;
  attendee: VerdictAttendee | null;
}

export interface DoorState {
  /** `gone`: the server no longer knows the list (its link was regenerated or it was deleted). */
  phase: "starting" | "ready" | "gone";
  list: DoorList | null;
  /** The copy's attendees by public id (replaced, never changed in place). */
  attendees: ReadonlyMap<string, DoorAttendee>;
  queue: readonly QueuedScan[];
  undos: readonly string[];
  device: DoorDevice | null;
  /** The last exchange with the server succeeded and the browser says it is online. */
  online: boolean;
  syncing: boolean;
  /** When the copy last heard from the server. */
  syncedAt: string | null;
  /** The server's words when it refused the list as not active (409). */
  closed: string | null;
  verdict: ShownVerdict | null;
  lastAdmission: LastAdmission | null;
  /** The last undo, and whom it was for (shown until the next scan). */
  undone: { attendee: VerdictAttendee | null } | null;
  /** How many more offline admissions the last sync found to clash (same ticket, another scan first). */
  newDuplicates: number;
}

export interface DoorKeeperOptions {
  shortId: string;
  api: DoorApi;
  store: DoorStore;
  now?: () => Date;
  newId?: () => string;
  /** Whether the browser believes it is online (`navigator.onLine`). */
  onLine?: () => boolean;
  /** How long a scan waits for the server before the device decides alone. */
  answerWithinMs?: number;
}

/** While online, the copy is brought up to date at least this often (the issue asks ≤ 30 s). */
export const syncEveryMs = 20_000;

/** What the device decided alone about a code. */
interface LocalDecision {
  outcome: DoorOutcome;
  checkIn: DoorCheckIn | null;
  attendee: VerdictAttendee | null;
  publicId: string | null;
}

const emptyState: DoorState = {
  phase: "starting",
  list: null,
  attendees: new Map(),
  queue: [],
  undos: [],
  device: null,
  online: false,
  syncing: false,
  syncedAt: null,
  closed: null,
  verdict: null,
  lastAdmission: null,
  undone: null,
  newDuplicates: 0,
};

/** Scans recorded as duplicates of an admission, over the copy. */
function duplicatesIn(attendees: ReadonlyMap<string, DoorAttendee>): number {
  let count = 0;
  for (const attendee of attendees.values()) count += attendee.duplicates.length;
  return count;
}

/** Resolves with the promise, or rejects once `ms` passed without an answer. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("No answer in time.")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export class DoorKeeper {
  private state: DoorState = emptyState;
  private readonly listeners = new Set<() => void>();
  private readonly options: Required<DoorKeeperOptions>;
  private publicKey = "";
  private cursor: string | null = null;
  /** Requests are numbered as they leave; a copy is replaced only by a newer request's answer. */
  private sent = 0;
  private appliedSnapshot = 0;
  private periodic: Promise<void> | null = null;
  private stopEvents: (() => void) | null = null;

  constructor(options: DoorKeeperOptions) {
    this.options = {
      now: () => new Date(),
      newId: newDeviceId,
      onLine: () => true,
      answerWithinMs: 3000,
      ...options,
    };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = () => this.state;

  private set(change: Partial<DoorState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Reads the copy this device kept, then asks the server for news. */
  async load(): Promise<void> {
    const { store, shortId } = this.options;
    const [device, kept] = await Promise.all([store.device(), store.load(shortId)]);
    if (kept.copy) {
      this.publicKey = kept.copy.publicKey;
      this.cursor = kept.copy.cursor;
    }
    this.set({
      phase: "ready",
      device,
      list: kept.copy?.list ?? null,
      attendees: new Map(kept.attendees.map((attendee) => [attendee.public_id, attendee])),
      queue: kept.queue,
      undos: kept.copy?.undos ?? [],
      syncedAt: kept.copy?.syncedAt ?? null,
    });
  }

  /**
   * Starts the door's life on this page: the copy, a first sync, then a sync whenever the network
   * returns and every `syncEveryMs` while online. Returns how to stop it.
   */
  start(target: Pick<Window, "addEventListener" | "removeEventListener"> = window): () => void {
    const online = () => void this.sync();
    const offline = () => this.set({ online: false });
    target.addEventListener("online", online);
    target.addEventListener("offline", offline);
    const timer = setInterval(() => {
      if (this.options.onLine()) void this.sync();
    }, syncEveryMs);
    void this.load().then(() => this.sync());
    this.stopEvents = () => {
      clearInterval(timer);
      target.removeEventListener("online", online);
      target.removeEventListener("offline", offline);
    };
    return () => this.stopEvents?.();
  }

  /** Sends the queue and undos and brings the copy up to date; one at a time. */
  sync(): Promise<void> {
    if (this.state.phase === "gone" || !this.state.device) return Promise.resolve();
    this.periodic ??= this.exchange([])
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        this.periodic = null;
      });
    return this.periodic;
  }

  /**
   * Loads now what deciding offline may need later: the Ed25519 library, where the browser's
   * WebCrypto has no Ed25519 (verifying any code with the list's key loads it).
   */
  async prepareOffline(): Promise<void> {
    const probe = {
      kind: "signed",
      publicId: "A-0000",
      eventId: 1,
      productId: 1,
      signature: "A".repeat(signatureLength),
    } as const;
    await verifySignedTicket(probe, this.publicKey).catch(() => false);
  }

  async nameDevice(name: string): Promise<void> {
    this.set({ device: await this.options.store.nameDevice(name) });
  }

  /**
   * One scan (a QR, a code typed or sent by a barcode scanner, or an attendee's public id chosen
   * in the search): the server's answer when it gives one in time, else the device's own verdict,
   * and then, if that admits, the check-in is queued for the server.
   */
  async scan(text: string, action: CheckInAction = "check-in"): Promise<ShownVerdict | null> {
    const { list } = this.state;
    const code = parseTicketCode(text);
    const id = this.options.newId();
    const scan: DoorScan = {
      id,
      code: text.trim(),
      action,
      scanned_at: this.options.now().toISOString(),
      offline: false,
    };
    const show = (decision: Omit<ShownVerdict, "id" | "code" | "action">) => {
      const verdict: ShownVerdict = { id, code: scan.code, action, ...decision };
      this.set({ verdict, undone: null });
      return verdict;
    };
    if (!code) return show({ outcome: "not_a_ticket", attendee: null, checkIn: null, offline: false });

    if (this.options.onLine() && this.state.phase === "ready") {
      try {
        const answer = await within(this.exchange([scan]), this.options.answerWithinMs);
        const result = answer.results.find((each) => each.id === id);
        if (result) {
          const verdict = show({
            outcome: result.outcome,
            attendee: result.attendee,
            checkIn: result.check_in,
            offline: false,
          });
          if (result.outcome === "admitted")
            this.admitted(id, result.check_in?.short_id ?? null, result.attendee);
          return verdict;
        }
      } catch (error) {
        if (isApiError(error) && error.status === 409)
          return show({ outcome: "list_not_active", attendee: null, checkIn: null, offline: false });
        // No answer (network, server, time): the device decides below.
      }
    }
    if (!list) {
      // Never synced: nothing to decide from.
      this.set({ verdict: null, undone: null });
      return null;
    }
    const local = await this.decide(code, action, list);
    const verdict = show({
      outcome: local.outcome,
      attendee: local.attendee,
      checkIn: local.checkIn,
      offline: true,
    });
    if (local.outcome === "admitted" && local.publicId) {
      // Sent once already when the server was asked (its answer may only have been lost): the
      // same id makes it one check-in on the server.
      const queued: QueuedScan = {
        ...scan,
        offline: true,
        publicId: local.publicId,
        sent: this.options.onLine(),
      };
      this.set({ queue: [...this.state.queue, queued] });
      this.admitted(id, null, local.attendee);
      await this.options.store.write(this.options.shortId, { queue: [queued] });
    }
    return verdict;
  }

  /** Takes back the last admission made on this device. */
  async undoLast(): Promise<void> {
    const last = this.state.lastAdmission;
    if (!last) return;
    const { store, shortId } = this.options;
    const queued = this.state.queue.find((scan) => scan.id === last.scanId);
    const queue = this.state.queue.filter((scan) => scan.id !== last.scanId);
    // A check-in still in the queue is simply dropped, unless a request may have carried it.
    const undo = queued && !queued.sent ? null : (last.checkInShortId ?? last.scanId);
    const undos = undo ? [...this.state.undos, undo] : this.state.undos;
    const attendees = new Map(this.state.attendees);
    const attendee = last.attendee && attendees.get(last.attendee.public_id);
    if (attendee?.check_in) attendees.set(attendee.public_id, { ...attendee, check_in: null });
    this.set({
      queue,
      undos,
      attendees,
      lastAdmission: null,
      verdict: null,
      undone: { attendee: last.attendee },
    });
    const copy = this.copy();
    await store.write(shortId, {
      ...(copy ? { copy } : {}),
      ...(attendee ? { attendees: { put: [attendees.get(attendee.public_id) as DoorAttendee] } } : {}),
      drop: [last.scanId],
    });
    void this.sync();
  }

  /** Takes the verdict off the screen. */
  dismiss(): void {
    this.set({ verdict: null, undone: null });
  }

  private admitted(scanId: string, checkInShortId: string | null, attendee: VerdictAttendee | null) {
    this.set({ lastAdmission: { scanId, checkInShortId, attendee } });
  }

  /** The copy's record as it stands, for the store. */
  private copy(): DoorCopy | null {
    const { list, syncedAt, undos } = this.state;
    if (!list || this.cursor === null || !syncedAt) return null;
    return {
      shortId: this.options.shortId,
      list,
      publicKey: this.publicKey,
      cursor: this.cursor,
      syncedAt,
      undos: [...undos],
    };
  }

  /**
   * One request: the queue and the undos, plus `extra` scans made online; its answer is applied
   * to the copy. Rejects (with the ApiError) when the server could not be reached or refused.
   */
  private async exchange(extra: DoorScan[]): Promise<DoorSync> {
    const { device } = this.state;
    if (!device) throw new Error("The device is not known yet.");
    const number = ++this.sent;
    const queue = this.state.queue;
    const undos = this.state.undos;
    const unsent = queue.filter((scan) => !scan.sent);
    if (unsent.length > 0) {
      const marked = new Map(unsent.map((scan) => [scan.id, { ...scan, sent: true }]));
      this.set({ queue: this.state.queue.map((scan) => marked.get(scan.id) ?? scan), syncing: true });
      void this.options.store.write(this.options.shortId, { queue: [...marked.values()] });
    } else this.set({ syncing: true });
    // A scan made online asks for its answer alone: the copy is synced on its own clock.
    const sync = extra.length === 0 || queue.length > 0 || undos.length > 0;
    let answer: DoorSync;
    try {
      answer = await this.options.api.door(this.options.shortId, {
        device: { id: device.id, name: device.name },
        since: this.cursor,
        sync,
        scans: [...queue.map(({ publicId: _publicId, sent: _sent, ...scan }) => scan), ...extra],
        undo: [...undos],
      });
    } catch (error) {
      if (isApiError(error) && error.status === 404)
        this.set({ phase: "gone", syncing: false, online: true });
      else if (isApiError(error) && error.status === 409)
        this.set({ closed: error.message, syncing: false, online: true });
      else this.set({ online: false, syncing: false });
      throw error;
    }
    await this.apply(number, answer, undos, sync);
    return answer;
  }

  /**
   * The server's answer to request `number`, applied to the copy and kept. An answer that did not
   * `sync` leaves the cursor and the time of the last sync: an older sync it overtook is asked
   * for again by the next one.
   */
  private async apply(number: number, answer: DoorSync, sentUndos: readonly string[], sync: boolean) {
    // What an older request brings back is older than the copy a newer one already gave.
    const newest = number > this.appliedSnapshot;
    const attendees = new Map(this.state.attendees);
    let replaced = false;
    const changed: DoorAttendee[] = [];
    if (newest) {
      this.appliedSnapshot = number;
      this.publicKey = answer.ticket_public_key;
      if (sync) this.cursor = answer.cursor;
      if (answer.attendees) {
        attendees.clear();
        for (const attendee of answer.attendees) attendees.set(attendee.public_id, attendee);
        replaced = true;
      } else changed.push(...answer.changes);
      // Each result's attendee is as new as this answer.
      for (const result of answer.results) if (result.attendee) changed.push(result.attendee);
      for (const attendee of changed) attendees.set(attendee.public_id, attendee);
    }
    const answered = new Set(answer.results.map((result) => result.id));
    const queued = new Set(this.state.queue.map((scan) => scan.id));
    // Offline admissions found to clash, on this device or another: the copy now has more of them.
    const newDuplicates = duplicatesIn(attendees) - duplicatesIn(this.state.attendees);
    const undone = new Set(sentUndos);
    const verdict = this.state.verdict;
    const late = verdict?.offline ? answer.results.find((result) => result.id === verdict.id) : undefined;
    this.set({
      ...(newest ? { list: answer.list } : {}),
      attendees,
      queue: this.state.queue.filter((scan) => !answered.has(scan.id)),
      undos: this.state.undos.filter((id) => !undone.has(id)),
      ...(sync ? { syncedAt: this.options.now().toISOString() } : {}),
      online: true,
      syncing: false,
      closed: answer.list.is_active && !answer.list.is_expired ? null : this.state.closed,
      newDuplicates: Math.max(0, newDuplicates),
      // A scan decided alone because the server was slow: its answer came after all.
      ...(late && late.outcome !== "duplicate"
        ? {
            verdict: {
              ...verdict!,
              outcome: late.outcome,
              attendee: late.attendee,
              checkIn: late.check_in,
              offline: false,
            },
          }
        : {}),
    });
    const copy = this.copy();
    await this.options.store.write(this.options.shortId, {
      ...(copy ? { copy } : {}),
      attendees: replaced ? { replace: [...attendees.values()] } : { put: changed },
      drop: [...answered].filter((id) => queued.has(id)),
    });
  }

  /** The device's own verdict, from its copy alone. */
  private async decide(code: TicketCode, action: CheckInAction, list: DoorList): Promise<LocalDecision> {
    const refused = (outcome: DoorOutcome): LocalDecision => ({
      outcome,
      checkIn: null,
      attendee: null,
      publicId: null,
    });
    const known = this.state.attendees.get(code.publicId) ?? null;
    let signed: SignedTicket | null = null;
    if (code.kind === "signed") {
      if (!(await verifySignedTicket(code, this.publicKey))) return refused("not_a_ticket");
      signed = { publicId: code.publicId, eventId: code.eventId, productId: code.productId };
    } else if (code.kind === "older") {
      // Offline, an older code is only as good as the copy's digest of its secret.
      if (!known || (await ticketSecretDigest(code.secret)) !== known.secret_digest)
        return refused("not_a_ticket");
    }
    const attendee = this.asKnownHere(code.publicId, known, signed, list);
    const { outcome, checkIn } = doorVerdict({ list, now: this.options.now(), action, attendee, signed });
    return {
      outcome,
      checkIn,
      attendee:
        attendee ??
        (signed
          ? { public_id: signed.publicId, first_name: "", last_name: "", product_id: signed.productId }
          : null),
      publicId: code.publicId,
    };
  }

  /**
   * The copy's attendee as this device knows them now: without an admission it undid, with the
   * admission it queued. A ticket known only by its signature and admitted here stands in as an
   * attendee, so that it is not admitted twice.
   */
  private asKnownHere(
    publicId: string,
    known: DoorAttendee | null,
    signed: SignedTicket | null,
    list: DoorList,
  ): DoorAttendee | null {
    const queued = this.state.queue.find((scan) => scan.publicId === publicId);
    const undone = known?.check_in && this.state.undos.includes(known.check_in.short_id);
    let checkIn = undone ? null : (known?.check_in ?? null);
    if (!checkIn && queued)
      checkIn = {
        short_id: queued.id,
        checked_in_at: queued.scanned_at,
        list_name: list.name,
        device_name: this.state.device?.name ?? null,
      };
    if (known) return checkIn === known.check_in ? known : { ...known, check_in: checkIn };
    if (!signed || !checkIn) return null;
    return {
      public_id: publicId,
      first_name: "",
      last_name: "",
      email: "",
      product_id: signed.productId,
      status: "ACTIVE",
      order_public_id: "",
      order_status: "COMPLETED",
      secret_digest: "",
      check_in: checkIn,
      duplicates: [],
    };
  }
}
