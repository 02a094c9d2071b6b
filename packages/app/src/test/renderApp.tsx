import { setupI18n } from "@lingui/core";
import { render } from "@testing-library/react";
import { createApiClient, type SupportedLocale } from "@varco/domain";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AppProviders } from "../App";
import { redirectToLogin } from "../auth/returnPath";
import { importCatalog, loadCatalog } from "../i18n/catalogs";
import { appRoutes } from "../router";
import { defaultRuntimeConfig, type RuntimeConfig } from "../runtimeConfig";

/** One answer of the fake API: a status and a JSON body (or none). */
export type FakeAnswer = { status: number; body?: unknown };
/** Answers a call; a promise holds the answer back until the test lets it go. */
export type FakeHandler = (request: {
  body: unknown;
  url: URL;
  headers: Headers;
}) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A stand-in for the server behind the real API client and hooks: answers by "METHOD path"
 * (path below /api, without the query), records every call, and answers 404 to anything else.
 */
export function fakeApi(handlers: Record<string, FakeHandler | FakeAnswer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(String(input), "http://app.test");
    const method = init.method ?? "GET";
    const path = url.pathname.replace(/^\/api\//, "");
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const handler = handlers[`${method} ${path}`];
    const answer =
      handler === undefined
        ? { status: 404, body: { message: "Not found" } }
        : typeof handler === "function"
          ? await handler({ body, url, headers: new Headers(init.headers) })
          : handler;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  };
  return { fetch, calls, handlers };
}

export interface RenderAppOptions {
  api: ReturnType<typeof fakeApi>;
  config?: Partial<RuntimeConfig>;
  locale?: SupportedLocale;
}

/** The whole app (providers, routes, lazy screens) at `path`, in memory, over the fake API. */
export async function renderApp(path: string, { api, config, locale = "en" }: RenderAppOptions) {
  const i18n = setupI18n();
  i18n.loadAndActivate(await loadCatalog(locale, importCatalog));
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const client = createApiClient({
    baseUrl: "/api",
    fetch: api.fetch,
    onAuthError: () => {
      const { pathname, search, hash } = router.state.location;
      redirectToLogin(`${pathname}${search}${hash}`, (to) => void router.navigate(to));
    },
  });
  const view = render(
    <AppProviders config={{ ...defaultRuntimeConfig, ...config }} client={client} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, i18n };
}

/** A user as `users/me` answers it. */
export function userAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    email: "giulia@example.com",
    first_name: "Giulia",
    last_name: "Bianchi",
    full_name: "Giulia Bianchi",
    timezone: "Europe/Rome",
    locale: "en",
    is_email_verified: true,
    account_id: 1,
    role: "ADMIN",
    ...overrides,
  };
}

/** One page of events as `GET events` answers it. */
export function eventsPage(events: Record<string, unknown>[]) {
  return {
    data: events,
    meta: {
      current_page: 1,
      from: 1,
      last_page: 1,
      path: "/api/events",
      per_page: 20,
      to: events.length,
      total: events.length,
    },
    links: { first: null, last: null, prev: null, next: null },
  };
}

export function eventAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    title: "Concerto d'estate",
    slug: "concerto-d-estate",
    description: null,
    start_date: "2030-07-12T18:30:00Z",
    end_date: "2030-07-12T21:00:00Z",
    status: "LIVE",
    currency: "EUR",
    timezone: "Europe/Rome",
    ...overrides,
  };
}
