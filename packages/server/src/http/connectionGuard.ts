import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "../logger";

export interface ConnectionGuardOptions {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Open connections per peer address; 0: no cap. */
  maxPerAddress: number;
  logger?: Logger;
}

/**
 * How often Node looks for requests past their time: the timeouts below are checked this often,
 * so a trickling client is cut within a second of its limit, not of Node's default 30 s.
 */
export const connectionsCheckingIntervalMs = 1000;

/**
 * Keeps slow and greedy clients from holding the server: a request whose headers (or whole body)
 * trickle in past their time is closed by Node, and a client address past its share of open
 * connections has each further one closed as it arrives. Idle keep-alive connections are not
 * requests: the keep-alive timeout (set by the caller) governs them, and a request's header time
 * counts from its first byte.
 */
export function guardConnections(server: Server, options: ConnectionGuardOptions): void {
  server.headersTimeout = options.headersTimeoutMs;
  server.requestTimeout = options.requestTimeoutMs;
  if (options.maxPerAddress <= 0) return;
  const open = new Map<string, number>();
  let refused = 0;
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > options.maxPerAddress) {
      // Logged once per hundred, so a flood cannot fill the log either.
      if (refused++ % 100 === 0)
        options.logger?.warn({ limit: options.maxPerAddress }, "too many connections from one address");
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
