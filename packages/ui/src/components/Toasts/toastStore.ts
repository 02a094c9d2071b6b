import type { ReactNode } from "react";
import { motion } from "../../theme/tokens";

/** Allowed values of a toast's props, shared by the store, the styles and the stories. */
export const toastTones = ["info", "success", "warning", "danger"] as const;
export type ToastTone = (typeof toastTones)[number];

export const toastPositions = [
  "top-left",
  "top-center",
  "top-right",
  "bottom-left",
  "bottom-center",
  "bottom-right",
] as const;
export type ToastPosition = (typeof toastPositions)[number];

/**
 * At most 5 toasts show per corner (older ones wait), each closes itself after 4 s, and they
 * appear bottom-right unless asked otherwise: enough to notice, never a wall of messages.
 */
export const toastLimit = 5;
export const toastAutoClose = 4000;
export const defaultToastPosition: ToastPosition = "bottom-right";
/** How long a closing toast stays in the DOM for its exit transition (the default 250 ms). */
export const toastExitDuration = Number.parseInt(motion.duration.default, 10);

export type ToastOptions = {
  /** Pass your own id to update or hide the toast later, or to avoid showing the same one twice. */
  id?: string;
  title?: ReactNode;
  message: ReactNode;
  tone?: ToastTone;
  position?: ToastPosition;
  /** Milliseconds before it closes by itself, or `false` to stay until dismissed. */
  autoClose?: number | false;
};

export type ToastUpdate = Partial<Omit<ToastOptions, "id">>;

/** `queued` waits for room at its position; `exiting` is playing its exit transition. */
export type ToastStatus = "visible" | "queued" | "exiting";

export type Toast = {
  id: string;
  title?: ReactNode;
  message: ReactNode;
  tone: ToastTone;
  position: ToastPosition;
  autoClose: number | false;
  status: ToastStatus;
};

export type ToastStore = {
  /** Shows a toast (or queues it when its position is full) and returns its id. */
  show(options: ToastOptions): string;
  /** Closes a toast; unknown or already closing ids are ignored. */
  hide(id: string): void;
  /** Changes a toast in place ("Saving…" → "Saved") and restarts its auto-close timer. */
  update(id: string, changes: ToastUpdate): void;
  /** Closes every visible toast and drops every queued one. */
  clean(): void;
  /** Drops queued toasts (of one position, or all) and leaves visible ones alone. */
  cleanQueue(position?: ToastPosition): void;
  /** Stops a toast's auto-close timer, keeping the time it had left (hover, focus). */
  pause(id: string): void;
  /** Restarts a paused timer with the time it had left. */
  resume(id: string): void;
  subscribe(listener: () => void): () => void;
  /** Every toast in the order shown, queued and closing ones included. Immutable. */
  getSnapshot(): readonly Toast[];
};

export type ToastStoreOptions = {
  /** Visible toasts per position. */
  limit?: number;
  /** Default auto-close for toasts that do not set one. */
  autoClose?: number | false;
  /** How long a closing toast is kept for its exit transition, in ms. */
  exitDuration?: number;
};

type Timer = { remaining: number; startedAt: number; handle: ReturnType<typeof setTimeout> | undefined };

/**
 * A toast queue that lives outside React, so anything (a mutation's error handler, a router
 * loader) can show a toast. `<Toaster store={…}>` renders it. Time is measured with `Date.now()`
 * and `setTimeout`, so fake timers drive it in tests.
 */
export function createToastStore({
  limit = toastLimit,
  autoClose: defaultAutoClose = toastAutoClose,
  exitDuration = toastExitDuration,
}: ToastStoreOptions = {}): ToastStore {
  let current: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  /** Auto-close timers of visible toasts (none for `autoClose: false`). */
  const timers = new Map<string, Timer>();
  /** Ids whose timer is on hold; kept apart so a pause survives an update. */
  const paused = new Set<string>();
  /** Pending removals of closing toasts. */
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const find = (id: string) => current.find((toast) => toast.id === id);

  const runTimer = (id: string, timer: Timer) => {
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => hide(id), timer.remaining);
  };

  const stopTimer = (timer: Timer) => {
    if (timer.handle === undefined) return;
    clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
  };

  const dropTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer) stopTimer(timer);
    timers.delete(id);
  };

  const startTimer = (toast: Toast) => {
    if (toast.autoClose === false) return;
    const timer: Timer = { remaining: toast.autoClose, startedAt: 0, handle: undefined };
    timers.set(toast.id, timer);
    if (!paused.has(toast.id)) runTimer(toast.id, timer);
  };

  /** Fills each position up to the limit from its queue, oldest first. */
  const promote = (list: readonly Toast[]): Toast[] => {
    const visible = new Map<ToastPosition, number>();
    for (const toast of list) {
      if (toast.status === "visible") visible.set(toast.position, (visible.get(toast.position) ?? 0) + 1);
    }
    return list.map((toast) => {
      if (toast.status !== "queued") return toast;
      const count = visible.get(toast.position) ?? 0;
      if (count >= limit) return toast;
      visible.set(toast.position, count + 1);
      return { ...toast, status: "visible" };
    });
  };

  const commit = (next: readonly Toast[]) => {
    current = promote(next);
    // A toast's time starts when it becomes visible, not while it waits in the queue.
    for (const toast of current) {
      if (toast.status === "visible" && !timers.has(toast.id)) startTimer(toast);
    }
    for (const listener of listeners) listener();
  };

  const scheduleRemoval = (id: string) => {
    const remove = () => {
      removals.delete(id);
      commit(current.filter((toast) => toast.id !== id));
    };
    if (exitDuration <= 0) remove();
    else removals.set(id, setTimeout(remove, exitDuration));
  };

  const close = (list: readonly Toast[], shouldClose: (toast: Toast) => boolean) => {
    if (!list.some((toast) => toast.status !== "exiting" && shouldClose(toast))) return;
    const closing: string[] = [];
    const next = list.flatMap((toast): Toast[] => {
      if (toast.status === "exiting" || !shouldClose(toast)) return [toast];
      dropTimer(toast.id);
      paused.delete(toast.id);
      if (toast.status === "queued") return [];
      closing.push(toast.id);
      return [{ ...toast, status: "exiting" }];
    });
    commit(next);
    for (const id of closing) scheduleRemoval(id);
  };

  function hide(id: string) {
    close(current, (toast) => toast.id === id);
  }

  function update(id: string, changes: ToastUpdate) {
    const toast = find(id);
    if (!toast || toast.status === "exiting") return;
    const changed: Toast = {
      ...toast,
      ...("title" in changes ? { title: changes.title } : {}),
      ...(changes.message !== undefined ? { message: changes.message } : {}),
      tone: changes.tone ?? toast.tone,
      position: changes.position ?? toast.position,
      autoClose: changes.autoClose ?? toast.autoClose,
    };
    dropTimer(id);
    if (changed.position === toast.position) {
      commit(current.map((item) => (item.id === id ? changed : item)));
      return;
    }
    // Moving to another position joins the end of that position's line.
    commit([...current.filter((item) => item.id !== id), { ...changed, status: "queued" }]);
  }

  return {
    show(options) {
      let id = options.id;
      if (id === undefined) {
        do id = `toast-${++counter}`;
        while (find(id));
      }
      const existing = find(id);
      if (existing && existing.status !== "exiting") {
        const { id: _id, ...changes } = options;
        update(id, changes);
        return id;
      }
      if (existing) {
        // Shown again while closing: finish closing it now and start over.
        clearTimeout(removals.get(id));
        removals.delete(id);
      }
      const toast: Toast = {
        id,
        title: options.title,
        message: options.message,
        tone: options.tone ?? "info",
        position: options.position ?? defaultToastPosition,
        autoClose: options.autoClose ?? defaultAutoClose,
        status: "queued",
      };
      commit([...current.filter((item) => item.id !== id), toast]);
      return id;
    },
    hide,
    update,
    clean() {
      close(current, () => true);
    },
    cleanQueue(position) {
      const isDropped = (toast: Toast) =>
        toast.status === "queued" && (position === undefined || toast.position === position);
      if (!current.some(isDropped)) return;
      commit(current.filter((toast) => !isDropped(toast)));
    },
    pause(id) {
      if (!find(id)) return;
      paused.add(id);
      const timer = timers.get(id);
      if (timer) stopTimer(timer);
    },
    resume(id) {
      if (!paused.delete(id)) return;
      const timer = timers.get(id);
      if (timer && timer.handle === undefined) runTimer(id, timer);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
  };
}

/** The app-wide toast store: `toasts.show({ message: "Saved", tone: "success" })` from anywhere. */
export const toasts = createToastStore();
