import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/testApp";

describe("GET /api/health", () => {
  const api = useTestApp();

  it("answers ok when the database answers", async () => {
    const response = await api.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });
});
