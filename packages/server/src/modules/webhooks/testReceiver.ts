import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One request a test receiver got. */
export interface Received {
  /** The request's path (`/hook`, or what a test appended to the URL). */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A webhook receiver on 127.0.0.1 for tests and the bench: it keeps every request and answers
 * `status()` (200 unless a test changes it); `down` makes it drop connections unanswered.
 */
export async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  let down = false;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (down) {
        request.socket.destroy();
        return;
      }
      received.push({
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      });
      const redirect = status >= 300 && status < 400 ? { location: "/elsewhere" } : {};
      response.writeHead(status, { "content-type": "text/plain", ...redirect });
      response.end(status < 300 ? "ok" : `nope ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answer(code: number) {
      status = code;
    },
    setDown(value: boolean) {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
