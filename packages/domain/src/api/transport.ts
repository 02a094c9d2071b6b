import type { DataEnvelope } from "../model/list";
import { ApiError, fieldErrorsFromBody } from "./apiError";
import { type Query, searchParamsOf } from "./query";
import type { ApiRead } from "./read";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface TransportOptions {
  /** Where the API lives, e.g. `https://tickets.example.com/api` or `/api`. */
  baseUrl: string;
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /** Told about every 401 and 403, e.g. to send the user to the login page (`authRedirectFor`). */
  onAuthError?: (status: 401 | 403) => void;
}

export interface RequestOptions {
  query?: Query | undefined;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead of JSON. */
  form?: FormData;
  /** `blob` for files (spreadsheets, PDFs); JSON otherwise. */
  expect?: "json" | "blob";
  /** Extra request headers, e.g. a protected organizer page's password. */
  headers?: Record<string, string>;
}

export interface Transport {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** GETs a described read and unwraps its `{ data }` when it has one. */
  read<Answer>(read: ApiRead<Answer>): Promise<Answer>;
}

/** `apiPath\`events/${id}/images\`` encodes every interpolated segment (codes and tokens are free text). */
export function apiPath(strings: TemplateStringsArray, ...segments: (string | number)[]): string {
  return strings.reduce((path, text, index) => {
    const segment = segments[index - 1];
    return path + (segment === undefined ? "" : encodeURIComponent(String(segment))) + text;
  });
}

export async function dataOf<T>(response: Promise<DataEnvelope<T>>): Promise<T> {
  return (await response).data;
}

export function createTransport({ baseUrl, fetch: givenFetch, onAuthError }: TransportOptions): Transport {
  const base = baseUrl.replace(/\/+$/, "");
  const send: typeof fetch = givenFetch ?? ((input, init) => globalThis.fetch(input, init));

  const transport: Transport = {
    async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
      const search = searchParamsOf(options.query).toString();
      const url = `${base}/${path.replace(/^\/+/, "")}${search ? `?${search}` : ""}`;
      const headers: Record<string, string> = { ...options.headers, Accept: "application/json" };
      let body: BodyInit | undefined;
      if (options.form) body = options.form;
      else if (options.body !== undefined) {
        headers["Content-Type"] = "application/json";
        body = JSON.stringify(options.body);
      }

      let response: Response;
      try {
        // Cookies carry the session, so they go with every call, to any origin. No timeout: a slow
        // answer (a report, an export) is still an answer.
        response = await send(url, { method, headers, body, credentials: "include" });
      } catch (cause) {
        throw new ApiError({ status: 0, message: "The server could not be reached.", method, path, cause });
      }

      if (!response.ok) {
        const errorBody = await parsedBody(response);
        if (response.status === 401 || response.status === 403) onAuthError?.(response.status);
        throw new ApiError({
          status: response.status,
          message:
            messageOf(errorBody) ?? (response.statusText || `Request failed with status ${response.status}`),
          method,
          path,
          fieldErrors: response.status === 422 ? fieldErrorsFromBody(errorBody) : {},
          body: errorBody,
        });
      }
      if (options.expect === "blob") return (await response.blob()) as T;
      return (await parsedBody(response)) as T;
    },
    async read<Answer>({ path, query, headers, envelope }: ApiRead<Answer>): Promise<Answer> {
      const answer = transport.request<Answer>("GET", path, { query, headers });
      return envelope === "data" ? dataOf(answer as Promise<DataEnvelope<Answer>>) : answer;
    },
  };
  return transport;
}

/** JSON when the body is JSON, its text otherwise, `undefined` when empty (204, bare 404). */
async function parsedBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === "object" && body !== null && "message" in body) {
    const { message } = body as { message: unknown };
    if (typeof message === "string" && message !== "") return message;
  }
  return undefined;
}
