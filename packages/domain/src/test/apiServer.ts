import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as the test server saw it; `path` is relative to the API base (no `/api/`). */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export type Handler = (request: ReceivedRequest) => Reply | Promise<Reply>;

export interface ApiServer {
  /** `http://127.0.0.1:<port>/api` */
  baseUrl: string;
  requests: ReceivedRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/** A real HTTP server on a free local port that records every request and answers as told. */
export async function startApiServer(handler: Handler = () => ({ json: { data: {} } })): Promise<ApiServer> {
  let current = handler;
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const url = new URL(incoming.url ?? "/", "http://localhost");
      const body = Buffer.concat(chunks);
      const request: ReceivedRequest = {
        method: incoming.method ?? "GET",
        path: url.pathname.replace(/^\/api\//, ""),
        query: url.searchParams,
        headers: incoming.headers,
        body,
        text: body.toString("utf8"),
      };
      requests.push(request);
      const reply = await current(request);
      const payload = reply.json === undefined ? (reply.text ?? "") : JSON.stringify(reply.json);
      outgoing.writeHead(reply.status ?? 200, {
        ...(reply.json === undefined ? {} : { "Content-Type": "application/json" }),
        ...reply.headers,
      });
      outgoing.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    handle(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
