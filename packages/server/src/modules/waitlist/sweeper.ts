import type { Database } from "../../db/connect";
import type { Logger } from "../../logger";
import { sweepWaitlist } from "./service";

/** How often each server sweeps the waitlists: a freed unit is offered within this many seconds. */
export const waitlistSweepSeconds = 5;

export interface WaitlistSweeper {
  /** Stops sweeping and waits for the sweep in progress. */
  stop(): Promise<void>;
}

/**
 * Sweeps every `waitlistSweepSeconds` in this process (`sweepWaitlist`): expired offers marked and
 * mailed, free units offered. A unit frees up in many ways (a cancellation, a refund that cancels,
 * a reservation running out, more stock, an offer declined or run out), and the people waiting
 * hold it from ordinary buyers meanwhile, so one sweep serves them all.
 */
export function startWaitlistSweeper(
  db: Database,
  {
    appUrl,
    logger,
    intervalMs = waitlistSweepSeconds * 1000,
  }: { appUrl: string; logger?: Logger; intervalMs?: number },
): WaitlistSweeper {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  const loop = () => {
    if (stopped) return;
    sweeping = sweepWaitlist(db, { appUrl, now: new Date() })
      .then((offered) => {
        if (offered > 0) logger?.info({ offered }, "waitlist offers made");
      })
      .catch((error: unknown) => logger?.error({ err: error }, "waitlist sweep failed"))
      .finally(() => {
        sweeping = undefined;
        if (stopped) return;
        timer = setTimeout(loop, intervalMs);
        timer.unref();
      });
  };
  timer = setTimeout(loop, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await sweeping;
    },
  };
}
