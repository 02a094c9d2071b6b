import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/testApp";

describe("GET /api/health", () => {
  const api = useTestApp();

  it("answers ok when the database answers", async () => {
    const response = await api.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503, database unreachable, once the database is gone", async () => {
    await api.database.connection.close();
    const response = await api.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: "unreachable" });
    expect(api.logs.some((log) => log.msg === "health check: the database did not answer")).toBe(true);
  });
});
