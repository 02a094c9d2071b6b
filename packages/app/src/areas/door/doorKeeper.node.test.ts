import { IDBFactory } from "fake-indexeddb";
import "fake-indexeddb/auto";
import { ticketSecretDigest } from "@varco/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DoorKeeper, syncEveryMs } from "./doorKeeper";
import { duplicatedAdmissions } from "./doorSearch";
import {
  anna,
  doorAttendee,
  doorList,
  type FakeDoorServer,
  fakeDoorServer,
  giulia,
  marco,
  signedCodeOf,
  ticketKey,
} from "./doorServer.fixtures";
import { indexedDoorStore } from "./doorStore";

/** A device: a keeper on its own store (IndexedDB), online or not as the test says. */
function device(
  server: FakeDoorServer,
  options: { name?: string; at?: () => Date; store?: ReturnType<typeof indexedDoorStore> } = {},
) {
  let online = true;
  let ids = 0;
  const name = options.name ?? "Cancello 1";
  const store = options.store ?? indexedDoorStore();
  const keeper = new DoorKeeper({
    shortId: "cil_door",
    api: server,
    store,
    onLine: () => online,
    newId: () => `${name.replaceAll(" ", "")}-scan-${++ids}`,
    answerWithinMs: 200,
    ...(options.at ? { now: options.at } : {}),
  });
  return {
    keeper,
    store,
    goOffline: () => {
      online = false;
    },
    goOnline: () => {
      online = true;
    },
    /** The network goes: the browser says offline, and the server cannot be reached. */
    loseNetwork: () => {
      online = false;
      server.mode = "down";
    },
    /** Opens the page: the copy kept on the device, a first sync, the device named. */
    async open() {
      await keeper.load();
      if (name) await keeper.nameDevice(name);
      await keeper.sync();
      return keeper;
    },
  };
}

beforeEach(() => {
  // Each test its own browser storage.
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the door keeper, online", () => {
  it("shows the server's answer: admitted, then already checked in, with one admission written", async () => {
    const server = await fakeDoorServer({ attendees: [giulia, marco] });
    const phone = await device(server).open();

    expect(await phone.scan("A-GIULIA1")).toMatchObject({ outcome: "admitted", offline: false });
    const again = await phone.scan("A-GIULIA1");
    expect(again).toMatchObject({
      outcome: "already_checked_in",
      offline: false,
      checkIn: { list_name: "Ingresso A", device_name: "Cancello 1" },
    });
    expect(server.admissions()).toBe(1);
    expect(phone.getState().queue).toEqual([]);
    expect(phone.getState().list?.checked_in_attendees).toBe(1);
    // Every scan went out as made online.
    expect(server.requests.flatMap((request) => request.scans ?? []).map((scan) => scan.offline)).toEqual([
      false,
      false,
    ]);
  });

  it("refuses a ticket of another product as not on this list, and a code that is no ticket without asking", async () => {
    const server = await fakeDoorServer({ attendees: [giulia, anna] });
    const phone = await device(server).open();
    const before = server.requests.length;
    expect(await phone.scan("not a ticket at all")).toMatchObject({ outcome: "not_a_ticket" });
    expect(server.requests.length).toBe(before);
    expect(await phone.scan("A-ANNA001")).toMatchObject({ outcome: "not_on_list", offline: false });
  });

  it("says the list is not active when the server refuses it (409), and that the link is gone on 404", async () => {
    const server = await fakeDoorServer({ attendees: [giulia] });
    const phone = await device(server).open();
    server.mode = "closed";
    expect(await phone.scan("A-GIULIA1")).toMatchObject({ outcome: "list_not_active" });
    expect(phone.getState().closed).toBe("This check-in list has expired.");
    server.mode = "gone";
    await phone.sync();
    expect(phone.getState().phase).toBe("gone");
  });

  it("decides alone when the server is slow, then shows its answer when it comes after all", async () => {
    const server = await fakeDoorServer({ attendees: [giulia] });
    const first = device(server, { name: "Cancello 1" });
    await first.open();
    // Admitted at another door a moment ago: this device's copy does not know yet.
    const other = await device(server, { name: "Cancello 2" }).open();
    await other.scan("A-GIULIA1");
    server.delay = 400;
    const verdict = await first.keeper.scan("A-GIULIA1");
    expect(verdict).toMatchObject({ outcome: "admitted", offline: true });
    expect(first.keeper.getState().queue).toHaveLength(1);
    await vi.waitFor(() =>
      expect(first.keeper.getState().verdict).toMatchObject({
        outcome: "already_checked_in",
        offline: false,
        checkIn: { device_name: "Cancello 2" },
      }),
    );
    expect(first.keeper.getState().queue).toEqual([]);
    expect(server.admissions()).toBe(1);
  });
});

describe("the door keeper, offline", () => {
  it("admits from its copy, queues once, and says already checked in to a second scan on this device", async () => {
    const server = await fakeDoorServer({ attendees: [giulia, marco] });
    const phone = device(server);
    await phone.open();
    phone.loseNetwork();

    expect(await phone.keeper.scan("A-GIULIA1")).toMatchObject({
      outcome: "admitted",
      offline: true,
      attendee: { first_name: "Giulia" },
    });
    expect(await phone.keeper.scan("A-GIULIA1")).toMatchObject({
      outcome: "already_checked_in",
      offline: true,
      checkIn: { list_name: "Ingresso A", device_name: "Cancello 1" },
    });
    expect(phone.keeper.getState().queue.map((scan) => [scan.publicId, scan.offline, scan.sent])).toEqual([
      ["A-GIULIA1", true, false],
    ]);
    expect(server.admissions()).toBe(0);
  });

  it("refuses a ticket cancelled before its last sync", async () => {
    const server = await fakeDoorServer({ attendees: [giulia, marco] });
    const phone = device(server);
    await phone.open();
    server.cancel("A-MARCO01");
    await phone.keeper.sync();
    phone.loseNetwork();
    expect(await phone.keeper.scan("A-MARCO01")).toMatchObject({ outcome: "cancelled", offline: true });
    expect(phone.keeper.getState().queue).toEqual([]);
  });

  it("admits a ticket sold after its last sync by the code's signature; refuses an altered code and another deployment's", async () => {
    const server = await fakeDoorServer({ attendees: [giulia] });
    const phone = device(server);
    await phone.open();
    phone.loseNetwork();
    const sold = { publicId: "A-NEWSALE", eventId: 7, productId: 12 };
    const code = await signedCodeOf(sold, server.privateKey);

    const altered = code.replace(".7.12.", ".7.13.");
    expect(await phone.keeper.scan(altered)).toMatchObject({ outcome: "not_a_ticket", offline: true });
    const forged = await signedCodeOf(sold, (await ticketKey()).privateKey);
    expect(await phone.keeper.scan(forged)).toMatchObject({ outcome: "not_a_ticket", offline: true });
    expect(await phone.keeper.scan(code)).toMatchObject({
      outcome: "admitted",
      offline: true,
      attendee: { public_id: "A-NEWSALE" },
    });
    expect(await phone.keeper.scan(code)).toMatchObject({ outcome: "already_checked_in" });
    const otherProduct = await signedCodeOf(
      { ...sold, publicId: "A-NEWSAL2", productId: 13 },
      server.privateKey,
    );
    expect(await phone.keeper.scan(otherProduct)).toMatchObject({ outcome: "not_on_list" });
    expect(phone.keeper.getState().queue.map((scan) => scan.publicId)).toEqual(["A-NEWSALE"]);
  });

  it("checks an older code's secret against the copy's digest", async () => {
    const server = await fakeDoorServer({
      attendees: [doorAttendee({ secret_digest: await ticketSecretDigest("s3cr3t") })],
    });
    const phone = device(server);
    await phone.open();
    phone.goOffline();
    expect(await phone.keeper.scan("A-GIULIA1.wrong.mac")).toMatchObject({ outcome: "not_a_ticket" });
    expect(await phone.keeper.scan("A-GIULIA1.s3cr3t.mac")).toMatchObject({
      outcome: "admitted",
      offline: true,
    });
  });

  it("tells a ticket it does not know from one it refuses: unknown bare ids are not tickets", async () => {
    const server = await fakeDoorServer({ attendees: [giulia] });
    const phone = device(server);
    await phone.open();
    phone.goOffline();
    expect(await phone.keeper.scan("A-UNKNOWN")).toMatchObject({ outcome: "not_a_ticket", offline: true });
  });

  it("decides nothing before its first sync", async () => {
    const server = await fakeDoorServer({ attendees: [giulia] });
    server.mode = "down";
    const phone = device(server);
    await phone.open();
    phone.goOffline();
    expect(await phone.keeper.scan("A-GIULIA1")).toBeNull();
    expect(phone.keeper.getState().queue).toEqual([]);
  });
});

describe("the door keeper's queue", () => {
  it("sends the queue when the network returns; sent again after a lost answer, it is still one check-in each", async () => {
    const server = await fakeDoorServer({ attendees: [giulia, marco] });
    const phone = device(server);
    await phone.open();
    phone.loseNetwork();
    await phone.keeper.scan("A-GIULIA1");
    await phone.keeper.scan("A-MARCO01");
    expect(phone.keeper.getState().queue).toHaveLength(2);

    // The network comes back, the server does the work, and the answer is lost on the way.
    phone.goOnline();
    server.mode = "answerLost";
    await phone.keeper.sync();
    expect(phone.keeper.getState().queue.map((scan) => scan.sent)).toEqual([true, true]);
    expect(phone.keeper.getState().online).toBe(false);
    server.mode = "up";
    await phone.keeper.sync();

    expect(phone.keeper.getState().queue).toEqual([]);
    expect(server.admissions()).toBe(2);
    expect(phone.keeper.getState().list?.checked_in_attendees).toBe(2);
    const sent = server.requests.flatMap((request) => request.scans ?? []);
    expect(sent.map((scan) => [scan.code, scan.offline])).toEqual([
      ["A-GIULIA1", true],
      ["A-MARCO01", true],
      ["A-GIULIA1", true],
      ["A-MARCO01", true],
    ]);
    expect(new Set(sent.map((scan) => scan.id)).size).toBe(2);
  });

  it("keeps the copy and the queue across a reload (IndexedDB)", async () => {
    const server = await fakeDoorServer({ attendees: [giulia, marco] });
    const first = device(server);
    await first.open();
    first.loseNetwork();
    await first.keeper.scan("A-GIULIA1");

    // The page is loaded again, still offline: a new keeper on the same browser storage.
    const reloaded = device(server, { store: first.store });
    reloaded.goOffline();
    await reloaded.keeper.load();
    const state = reloaded.keeper.getState();
    expect(state.list?.name).toBe("Ingresso A");
    expect([...state.attendees.keys()].sort()).toEqual(["A-GIULIA1", "A-MARCO01"]);
    expect(state.queue.map((scan) => scan.publicId)).toEqual(["A-GIULIA1"]);
    expect(state.device).toEqual(first.keeper.getState().device);
    expect(await reloaded.keeper.scan("A-GIULIA1")).toMatchObject({ outcome: "already_checked_in" });
    expect(await reloaded.keeper.scan("A-MARCO01")).toMatchObject({ outcome: "admitted", offline: true });
  });

  it("two devices admitting one ticket offline: one admission, the later a duplicate both devices show", async () => {
    const server = await fakeDoorServer({ attendees: [giulia] });
    let clock = Date.parse("2030-07-12T18:40:00Z");
    const at = () => new Date(clock);
    const gate1 = device(server, { name: "Cancello 1", at });
    const gate2 = device(server, { name: "Cancello 2", at });
    await gate1.open();
    await gate2.open();
    gate1.goOffline();
    gate2.loseNetwork();

    await gate1.keeper.scan("A-GIULIA1");
    clock += 60_000;
    await gate2.keeper.scan("A-GIULIA1");

    server.mode = "up";
    gate2.goOnline();
    gate1.goOnline();
    // The later scan reaches the server first: the earlier one still stands.
    await gate2.keeper.sync();
    await gate1.keeper.sync();
    await gate2.keeper.sync();

    expect(server.admissions()).toBe(1);
    expect(gate2.keeper.getState().newDuplicates).toBe(1);
    for (const gate of [gate1, gate2]) {
      const [twice] = duplicatedAdmissions(gate.keeper.getState().attendees.values());
      expect(twice).toMatchObject({
        public_id: "A-GIULIA1",
        check_in: { device_name: "Cancello 1", checked_in_at: "2030-07-12T18:40:00.000Z" },
        duplicates: [{ device_name: "Cancello 2", checked_in_at: "2030-07-12T18:41:00.000Z" }],
      });
    }
  });
});

describe("undoing the last admission", () => {
  it("drops a check-in that never left the device, without asking the server", async () => {
    const server = await fakeDoorServer({ attendees: [giulia] });
    const phone = device(server);
    await phone.open();
    phone.loseNetwork();
    await phone.keeper.scan("A-GIULIA1");
    await phone.keeper.undoLast();
    expect(phone.keeper.getState()).toMatchObject({ queue: [], undos: [], lastAdmission: null });
    expect(phone.keeper.getState().undone?.attendee?.first_name).toBe("Giulia");
    expect(await phone.keeper.scan("A-GIULIA1")).toMatchObject({ outcome: "admitted" });
  });

  it("undoes an admission the server has by its check-in, and the ticket comes in again", async () => {
    const server = await fakeDoorServer({ attendees: [giulia] });
    const phone = device(server);
    await phone.open();
    await phone.keeper.scan("A-GIULIA1");
    await phone.keeper.undoLast();
    await vi.waitFor(() => expect(phone.keeper.getState().undos).toEqual([]));
    expect(server.requests.flatMap((request) => request.undo ?? [])).toEqual(["ci_1"]);
    expect(server.admissions()).toBe(0);
    expect(await phone.keeper.scan("A-GIULIA1")).toMatchObject({ outcome: "admitted", offline: false });
  });

  it("offline, undoes a confirmed admission on the device at once and sends the undo later", async () => {
    const server = await fakeDoorServer({ attendees: [giulia] });
    const phone = device(server);
    await phone.open();
    await phone.keeper.scan("A-GIULIA1");
    phone.loseNetwork();
    await phone.keeper.undoLast();
    expect(phone.keeper.getState().undos).toEqual(["ci_1"]);
    expect(await phone.keeper.scan("A-GIULIA1")).toMatchObject({ outcome: "admitted", offline: true });
  });
});

describe("when the keeper syncs", () => {
  it("on start, when the network returns, and every 20 s while online", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const server = await fakeDoorServer({ attendees: [giulia] });
    const phone = device(server);
    const page = new EventTarget();
    const stop = phone.keeper.start(page as unknown as Window);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(syncEveryMs).toBeLessThanOrEqual(30_000);

    await vi.advanceTimersByTimeAsync(syncEveryMs);
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    phone.goOffline();
    page.dispatchEvent(new Event("offline"));
    expect(phone.keeper.getState().online).toBe(false);
    await vi.advanceTimersByTimeAsync(syncEveryMs * 3);
    expect(server.requests).toHaveLength(2);
    phone.goOnline();
    page.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(server.requests).toHaveLength(3));
    stop();
    await vi.advanceTimersByTimeAsync(syncEveryMs * 2);
    expect(server.requests).toHaveLength(3);
  });

  it("takes every attendee once, then those changed since its cursor; a scan's answer brings its ticket alone", async () => {
    const server = await fakeDoorServer({ attendees: [giulia] });
    const phone = device(server);
    await phone.open();
    expect(server.requests.at(-1)?.since).toBeNull();
    await phone.keeper.sync();
    expect(server.requests.at(-1)?.since).toBe("1");
    server.add(marco);
    await phone.keeper.sync();
    expect([...phone.keeper.getState().attendees.keys()]).toEqual(["A-GIULIA1", "A-MARCO01"]);

    // A slow sync leaves; a scan's request leaves after it and comes back first, with its ticket
    // and the counters, not the copy: the cancellation waits for a sync.
    server.delay = 150;
    const slow = phone.keeper.sync();
    const cursor = server.requests.at(-1)?.since;
    expect(cursor).toBe("2");
    server.delay = 0;
    server.cancel("A-MARCO01");
    await phone.keeper.scan("A-GIULIA1");
    expect(server.requests.at(-1)).toMatchObject({ sync: false });
    expect(phone.keeper.getState().attendees.get("A-GIULIA1")?.check_in).not.toBeNull();
    expect(phone.keeper.getState().attendees.get("A-MARCO01")?.status).toBe("ACTIVE");
    // The overtaken sync is set aside; the next asks again from the cursor it had.
    await slow;
    await phone.keeper.sync();
    expect(server.requests.at(-1)).toMatchObject({ since: cursor, sync: true });
    expect(phone.keeper.getState().attendees.get("A-MARCO01")?.status).toBe("CANCELLED");
    expect(phone.keeper.getState().list).toEqual(doorList({ total_attendees: 2, checked_in_attendees: 1 }));
  });
});
