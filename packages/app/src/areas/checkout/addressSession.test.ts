import { describe, expect, it, vi } from "vitest";
import { withAddressSession } from "./addressSession";

describe("the session a card payment tab's address names", () => {
  it("goes with every call about an order, not with other calls", async () => {
    const send = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response("{}"));
    const call = withAddressSession(send, "?session_identifier=abc.def");
    await call("http://localhost/api/public/events/7/order/o_abc/stripe/payment_intent", { method: "POST" });
    await call("http://localhost/api/public/events/7/order/o_abc?include=event");
    await call("http://localhost/api/public/events/7");
    expect(send.mock.calls.map(([url]) => String(url))).toEqual([
      "http://localhost/api/public/events/7/order/o_abc/stripe/payment_intent?session_identifier=abc.def",
      "http://localhost/api/public/events/7/order/o_abc?include=event&session_identifier=abc.def",
      "http://localhost/api/public/events/7",
    ]);
    expect(send.mock.calls[0]?.[1]).toEqual({ method: "POST" });
  });

  it("leaves a call that names a session, and a tab whose address names none, as they are", async () => {
    const send = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response("{}"));
    await withAddressSession(
      send,
      "?session_identifier=abc.def",
    )("http://localhost/api/public/events/7/order/o_abc?session_identifier=other");
    expect(withAddressSession(send, "?lang=it")).toBe(send);
    expect(String(send.mock.calls[0]?.[0])).toBe(
      "http://localhost/api/public/events/7/order/o_abc?session_identifier=other",
    );
  });
});
