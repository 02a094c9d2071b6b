import { describe, expect, it } from "vitest";
import { eventReads } from "./events";
import { organizerReads } from "./organizers";
import { type ApiRead, bareRead, dataRead } from "./read";
import { createTransport } from "./transport";

/** A transport whose fetch records the request and answers `body`. */
function recording(body: unknown) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const transport = createTransport({
    baseUrl: "https://api.example/api/",
    fetch: async (input, init) => {
      requests.push({ url: String(input), init });
      return new Response(JSON.stringify(body), { status: 200 });
    },
  });
  return { transport, requests };
}

describe("a described read", () => {
  it.each<[string, ApiRead<unknown>, string]>([
    ["an id in the path", eventReads.get(12), "https://api.example/api/events/12"],
    ["list defaults in the query", eventReads.list(), "https://api.example/api/events?page=1&per_page=20"],
    ["an optional query value left out", eventReads.getPublic(7), "https://api.example/api/public/events/7"],
    [
      "a query value",
      eventReads.getPublic(7, "SUMMER 10"),
      "https://api.example/api/public/events/7?promo_code=SUMMER+10",
    ],
    [
      "a segment encoded",
      bareRead(`auth/invitation/${encodeURIComponent("a/b")}`),
      "https://api.example/api/auth/invitation/a%2Fb",
    ],
  ])("is sent as a GET of its path and query: %s", async (_, read, url) => {
    const { transport, requests } = recording({ data: null });
    await transport.read(read);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(url);
    expect(requests[0]!.init?.method).toBe("GET");
  });

  it("resolves to what is inside `{ data }`, or to the answer as it comes", async () => {
    expect(await recording({ data: { id: 1 } }).transport.read(dataRead("events/1"))).toEqual({ id: 1 });
    const page = { data: [], meta: { total: 0 }, links: {} };
    expect(await recording(page).transport.read(bareRead("events"))).toEqual(page);
  });

  it("sends its headers, which stay out of the URL", async () => {
    const { transport, requests } = recording({ data: {} });
    await transport.read(organizerReads.getPublic(3, "sesamo apriti"));
    expect(requests[0]!.url).toBe("https://api.example/api/public/organizers/3");
    expect(new Headers(requests[0]!.init?.headers).get("X-Homepage-Password")).toBe("sesamo%20apriti");
  });
});
