import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import type { SWRConfiguration } from "swr";
import { type ApiClient, createApiClient } from "../api/client";
import { DomainProvider } from "../swr/DomainProvider";

// Kept before any test fakes timers: waiting for a real HTTP answer needs real time.
const realSetTimeout = globalThis.setTimeout;
const sleep = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

export function clientFor(baseUrl: string, onAuthError?: (status: 401 | 403) => void): ApiClient {
  return createApiClient({ baseUrl, fetch: fetchAcceptingDomForms, ...(onAuthError ? { onAuthError } : {}) });
}

/** jsdom's Blob can only be read through its FileReader. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Under jsdom, `FormData` is jsdom's while `fetch` is Node's, which cannot read it (the request
 * never ends). Browsers and Node each pair their own, so only tests need this: the form is
 * spelled out as multipart by hand and sent as bytes.
 */
const fetchAcceptingDomForms: typeof fetch = async (input, init = {}) => {
  if (!(init.body instanceof FormData)) return fetch(input, init);
  const boundary = `----varco-test-${Math.random().toString(16).slice(2)}`;
  const parts: Uint8Array[] = [];
  const encoder = new TextEncoder();
  for (const [name, value] of init.body.entries()) {
    if (typeof value === "string") {
      parts.push(
        encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      const file = value as File;
      const type = file.type || "application/octet-stream";
      parts.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        await bytesOf(file),
        encoder.encode("\r\n"),
      );
    }
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const headers = new Headers(init.headers);
  headers.set("Content-Type", `multipart/form-data; boundary=${boundary}`);
  const body = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  parts.reduce((offset, part) => {
    body.set(part, offset);
    return offset + part.length;
  }, 0);
  return fetch(input, { ...init, headers, body });
};

/** A `wrapper` for renderHook/render: the hooks' provider around the client. */
export function domainWrapper(client: ApiClient, config?: SWRConfiguration) {
  return ({ children }: { children: ReactNode }) => (
    <DomainProvider client={client} {...(config ? { config } : {})}>
      {children}
    </DomainProvider>
  );
}

/** Waits (in real time, letting React commit) until `condition` holds; fails after `timeoutMs`. */
export async function until(condition: () => boolean, what = "condition", timeoutMs = 3000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await act(() => sleep(5));
  }
}

/** Lets real time pass so that anything wrongly scheduled would have happened. */
export async function settle(ms = 60): Promise<void> {
  await act(() => sleep(ms));
}

/**
 * The fields of a read, taken during render. SWR re-renders only for the fields a render has
 * read, so a test that reads `result.current.data` later would never see the answer arrive.
 */
export function snapshot<Data, Failure>(read: {
  data: Data | undefined;
  error: Failure | undefined;
  isValidating: boolean;
  isLoading: boolean;
}) {
  return { data: read.data, error: read.error, isValidating: read.isValidating, isLoading: read.isLoading };
}
