import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Toaster, type ToasterProps } from "./Toasts";
import {
  createToastStore,
  type ToastOptions,
  type ToastPosition,
  type ToastStore,
  toastPositions,
} from "./toastStore";

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** What a user sees at a position: the messages of its open (not closing) toasts, in order. */
function shownAt(position: ToastPosition) {
  const region = document.querySelector<HTMLElement>(`[data-position="${position}"]`);
  if (!region) return [];
  return within(region)
    .queryAllByRole("listitem")
    .filter((item) => !item.hasAttribute("data-exiting"))
    .map((item) => item.querySelector("[role=status], [role=alert]")?.textContent);
}

const messages = (store: ToastStore, status: "visible" | "queued") =>
  store
    .getSnapshot()
    .filter((toast) => toast.status === status)
    .map((toast) => toast.message);

describe("Toaster conformance", () => {
  itSupportsConformance({
    render: ({ ref, ...props }) => <Toaster ref={ref} {...props} />,
    refType: HTMLDivElement,
  });
});

describe("Toaster", () => {
  let store: ToastStore;

  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library flushes fake timers after each user event only when it sees a `jest` global.
    vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    store = createToastStore();
  });
  afterEach(() => {
    act(() => store.clean());
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const setup = (props: Omit<ToasterProps, "store"> = {}) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Toaster store={store} {...props} />);
    return user;
  };
  /** Landmarks sharing a role need distinct names once several positions are in use. */
  const namedByPosition = { label: (position: ToastPosition) => `Notifications ${position}` };
  const show = (options: ToastOptions) => {
    let id = "";
    act(() => {
      id = store.show(options);
    });
    return id;
  };

  it("shows a toast at the bottom right by default, in a labelled region, announced politely", () => {
    setup();
    const id = show({ title: "Event saved", message: "Buyers see the changes now." });
    expect(id).toEqual(expect.any(String));
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region).toHaveAttribute("data-position", "bottom-right");
    const status = within(region).getByRole("status");
    expect(status).toHaveTextContent("Event saved");
    expect(status).toHaveTextContent("Buyers see the changes now.");
    expect(status).toHaveAttribute("aria-atomic", "true");
    expect(within(region).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("announces danger toasts assertively, as alerts", () => {
    setup();
    show({ message: "Payment failed", tone: "danger" });
    show({ message: "Low stock", tone: "warning" });
    expect(screen.getByRole("alert")).toHaveTextContent("Payment failed");
    expect(screen.getByRole("status")).toHaveTextContent("Low stock");
  });

  it("renders no region while a position has nothing to show", () => {
    setup();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("shows at most 5 per position, queues the rest and shows them in order as others close", () => {
    setup();
    const ids = Array.from({ length: 7 }, (_, i) => show({ message: `Toast ${i + 1}`, autoClose: false }));
    expect(shownAt("bottom-right")).toEqual(["Toast 1", "Toast 2", "Toast 3", "Toast 4", "Toast 5"]);
    expect(messages(store, "queued")).toEqual(["Toast 6", "Toast 7"]);
    act(() => store.hide(ids[1]!));
    expect(shownAt("bottom-right")).toEqual(["Toast 1", "Toast 3", "Toast 4", "Toast 5", "Toast 6"]);
    expect(messages(store, "queued")).toEqual(["Toast 7"]);
    act(() => store.hide(ids[0]!));
    expect(shownAt("bottom-right")).toEqual(["Toast 3", "Toast 4", "Toast 5", "Toast 6", "Toast 7"]);
    expect(messages(store, "queued")).toEqual([]);
  });

  it("closes after 4000 ms, not before, then leaves after its 250 ms exit transition", async () => {
    setup();
    show({ message: "Saved" });
    await advance(3999);
    expect(shownAt("bottom-right")).toEqual(["Saved"]);
    await advance(1);
    expect(shownAt("bottom-right")).toEqual([]);
    // Still in the DOM while it fades out, but inert and hidden from assistive technology.
    const leaving = screen.getByText("Saved").closest("li")!;
    expect(leaving).toHaveAttribute("data-exiting");
    expect(leaving).toHaveAttribute("inert");
    await advance(249);
    expect(screen.queryByText("Saved")).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("honours a custom autoClose and never closes with autoClose false", async () => {
    setup();
    show({ message: "Quick", autoClose: 1000 });
    show({ message: "Sticky", autoClose: false });
    await advance(1000);
    expect(shownAt("bottom-right")).toEqual(["Sticky"]);
    await advance(60_000);
    expect(shownAt("bottom-right")).toEqual(["Sticky"]);
  });

  it("starts a queued toast's timer only when it is shown", async () => {
    setup();
    const first = show({ message: "First", autoClose: false });
    for (let i = 2; i <= 5; i++) show({ message: `Toast ${i}`, autoClose: false });
    show({ message: "Waiting" });
    await advance(10_000);
    expect(messages(store, "queued")).toEqual(["Waiting"]);
    act(() => store.hide(first));
    expect(shownAt("bottom-right")).toContain("Waiting");
    await advance(3999);
    expect(shownAt("bottom-right")).toContain("Waiting");
    await advance(1);
    expect(shownAt("bottom-right")).not.toContain("Waiting");
  });

  it("pauses while hovered and finishes the remaining time after the pointer leaves", async () => {
    const user = setup();
    show({ message: "Hover me" });
    await advance(1000);
    const item = screen.getByText("Hover me").closest("li")!;
    await user.hover(item);
    await advance(10_000);
    expect(shownAt("bottom-right")).toEqual(["Hover me"]);
    await user.unhover(item);
    await advance(2999);
    expect(shownAt("bottom-right")).toEqual(["Hover me"]);
    await advance(1);
    expect(shownAt("bottom-right")).toEqual([]);
  });

  it("pauses while it has keyboard focus", async () => {
    const user = setup();
    show({ message: "Focus me" });
    await advance(3000);
    await user.tab();
    expect(screen.getByRole("button", { name: "Dismiss notification" })).toHaveFocus();
    await advance(10_000);
    expect(shownAt("bottom-right")).toEqual(["Focus me"]);
    await user.tab();
    await advance(999);
    expect(shownAt("bottom-right")).toEqual(["Focus me"]);
    await advance(1);
    expect(shownAt("bottom-right")).toEqual([]);
  });

  it("updates text and tone in place and restarts the timer", async () => {
    setup();
    const id = show({ message: "Saving…", autoClose: 4000 });
    await advance(3000);
    act(() => store.update(id, { message: "Saved", tone: "success" }));
    expect(shownAt("bottom-right")).toEqual(["Saved"]);
    expect(screen.getByText("Saved").closest("li")).toHaveAttribute("data-tone", "success");
    await advance(3999);
    expect(shownAt("bottom-right")).toEqual(["Saved"]);
    await advance(1);
    expect(shownAt("bottom-right")).toEqual([]);
  });

  it("turns a sticky toast into one that closes by itself", async () => {
    setup();
    const id = show({ message: "Uploading…", autoClose: false });
    await advance(10_000);
    act(() => store.update(id, { message: "Uploaded", autoClose: 2000 }));
    await advance(2000);
    expect(shownAt("bottom-right")).toEqual([]);
  });

  it("updates instead of duplicating when shown again with the same id", () => {
    setup();
    show({ id: "sync", message: "Syncing…", autoClose: false });
    show({ id: "sync", message: "Synced", autoClose: false });
    expect(shownAt("bottom-right")).toEqual(["Synced"]);
  });

  it("clean removes every visible and queued toast", async () => {
    setup(namedByPosition);
    for (let i = 1; i <= 7; i++) show({ message: `Toast ${i}`, autoClose: false });
    show({ message: "Elsewhere", position: "top-left", autoClose: false });
    act(() => store.clean());
    expect(shownAt("bottom-right")).toEqual([]);
    expect(shownAt("top-left")).toEqual([]);
    expect(messages(store, "queued")).toEqual([]);
    await advance(250);
    expect(screen.queryAllByRole("listitem")).toEqual([]);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("cleanQueue drops only queued toasts", () => {
    setup();
    for (let i = 1; i <= 7; i++) show({ message: `Toast ${i}`, autoClose: false });
    act(() => store.cleanQueue());
    expect(shownAt("bottom-right")).toHaveLength(5);
    expect(messages(store, "queued")).toEqual([]);
  });

  it("keeps positions independent", () => {
    setup(namedByPosition);
    for (let i = 1; i <= 7; i++) show({ message: `Left ${i}`, position: "top-left", autoClose: false });
    const right = show({ message: "Right", position: "bottom-right", autoClose: false });
    expect(shownAt("top-left")).toHaveLength(5);
    expect(shownAt("bottom-right")).toEqual(["Right"]);
    act(() => store.hide(right));
    // Closing at one position does not pull from another position's queue.
    expect(shownAt("top-left")).toHaveLength(5);
    expect(messages(store, "queued")).toEqual(["Left 6", "Left 7"]);
  });

  it("renders every position in its own labelled region", () => {
    setup(namedByPosition);
    for (const position of toastPositions) show({ message: position, position, autoClose: false });
    for (const position of toastPositions) {
      const region = screen.getByRole("region", { name: `Notifications ${position}` });
      expect(within(region).getByRole("status")).toHaveTextContent(position);
    }
  });

  it("ignores hide, update, pause and resume of unknown ids", () => {
    setup();
    show({ message: "Still here", autoClose: false });
    const before = store.getSnapshot();
    expect(() => {
      store.hide("nope");
      store.update("nope", { message: "x" });
      store.pause("nope");
      store.resume("nope");
    }).not.toThrow();
    expect(store.getSnapshot()).toBe(before);
    expect(shownAt("bottom-right")).toEqual(["Still here"]);
  });

  it("closes from its dismiss button", async () => {
    const user = setup();
    show({ message: "Dismiss me", autoClose: false });
    await user.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(shownAt("bottom-right")).toEqual([]);
  });

  it("moves keyboard focus to the next toast when the focused one is dismissed", async () => {
    const user = setup();
    show({ message: "First", autoClose: false });
    show({ message: "Second", autoClose: false });
    await user.tab();
    const [firstDismiss, secondDismiss] = screen.getAllByRole("button", { name: "Dismiss notification" });
    expect(firstDismiss).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(shownAt("bottom-right")).toEqual(["Second"]);
    expect(secondDismiss).toHaveFocus();
  });

  it("is reachable with F6, the landmark key", async () => {
    const user = setup();
    render(<button type="button">On the page</button>);
    show({ message: "Reach me", autoClose: false });
    screen.getByRole("button", { name: "On the page" }).focus();
    await user.keyboard("{F6}");
    expect(screen.getByRole("region", { name: "Notifications" })).toHaveFocus();
  });

  it("takes its labels from the locale's strings or from props", () => {
    render(<Toaster store={store} label="Avvisi" dismissLabel="Chiudi avviso" />);
    show({ message: "Ciao", autoClose: false });
    expect(screen.getByRole("region", { name: "Avvisi" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Chiudi avviso" })).toBeInTheDocument();
  });
});

describe("createToastStore", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("works without React, with its own instance and options", () => {
    const store = createToastStore({ limit: 2, autoClose: 100, exitDuration: 0 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ message: "a" });
    store.show({ message: "b" });
    store.show({ message: "c" });
    expect(listener).toHaveBeenCalledTimes(3);
    expect(messages(store, "visible")).toEqual(["a", "b"]);
    expect(messages(store, "queued")).toEqual(["c"]);
    vi.advanceTimersByTime(100);
    // With no exit transition, closed toasts leave at once and the queue moves up.
    expect(messages(store, "visible")).toEqual(["c"]);
    const calls = listener.mock.calls.length;
    unsubscribe();
    store.show({ message: "d" });
    expect(listener).toHaveBeenCalledTimes(calls);
  });

  it("keeps the remaining time across pause and resume", () => {
    const store = createToastStore({ exitDuration: 0 });
    const id = store.show({ message: "x" });
    vi.advanceTimersByTime(1500);
    store.pause(id);
    vi.advanceTimersByTime(60_000);
    store.resume(id);
    vi.advanceTimersByTime(2499);
    expect(messages(store, "visible")).toEqual(["x"]);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("restarts the full time on update even while paused, counting from the resume", () => {
    const store = createToastStore({ exitDuration: 0 });
    const id = store.show({ message: "Saving…" });
    vi.advanceTimersByTime(3000);
    store.pause(id);
    store.update(id, { message: "Saved" });
    vi.advanceTimersByTime(10_000);
    store.resume(id);
    vi.advanceTimersByTime(3999);
    expect(messages(store, "visible")).toEqual(["Saved"]);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("moves a toast to the end of another position's line when its position changes", () => {
    const store = createToastStore({ limit: 1 });
    const moving = store.show({ message: "moving", position: "top-left", autoClose: false });
    store.show({ message: "waiting", position: "top-left", autoClose: false });
    store.show({ message: "there", position: "top-right", autoClose: false });
    store.update(moving, { position: "top-right" });
    const byPosition = (position: ToastPosition, status: "visible" | "queued") =>
      store
        .getSnapshot()
        .filter((toast) => toast.position === position && toast.status === status)
        .map((toast) => toast.message);
    expect(byPosition("top-left", "visible")).toEqual(["waiting"]);
    expect(byPosition("top-right", "visible")).toEqual(["there"]);
    expect(byPosition("top-right", "queued")).toEqual(["moving"]);
  });

  it("gives each toast its own id and keeps the ones it is given", () => {
    const store = createToastStore();
    const a = store.show({ message: "a" });
    const b = store.show({ message: "b" });
    expect(a).not.toBe(b);
    expect(store.show({ id: "order-42", message: "c" })).toBe("order-42");
  });
});
