import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("uses the embedded database on port 3000 by default", () => {
    expect(loadConfig({})).toEqual({ PORT: 3000, DATA_DIR: "./data", LOG_LEVEL: "info" });
  });

  it("reads a PostgreSQL URL and a port", () => {
    const config = loadConfig({ PORT: "8080", DATABASE_URL: "postgres://u@db/varco" });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe("postgres://u@db/varco");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
  ])("names the bad variable in %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });
});
