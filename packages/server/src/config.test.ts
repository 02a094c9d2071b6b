import { describe, expect, it } from "vitest";
import { allowedOriginsOf, ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("uses the embedded database on port 3000 by default", () => {
    expect(loadConfig({})).toEqual({
      PORT: 3000,
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      DATABASE_POOL_MAX: 10,
      APP_URL: "http://localhost:3000",
      ALLOWED_ORIGINS: [],
      SHUTDOWN_TIMEOUT_MS: 10_000,
      JOB_LEASE_SECONDS: 60,
      TRUSTED_PROXY_COUNT: 0,
      HEADERS_TIMEOUT_MS: 10_000,
      REQUEST_TIMEOUT_MS: 120_000,
      MAX_CONNECTIONS_PER_ADDRESS: 100,
      CREDENTIAL_REQUESTS_PER_SECOND: 20,
      PUBLIC_CACHE_SECONDS: 5,
      STRIPE_CONNECT_ACCOUNT_TYPE: "express",
      STRIPE_PLATFORM_FEE_PERCENT: 0,
      WEBHOOKS_FIRST_RETRY_SECONDS: 30,
      MESSAGES_PER_DAY: 50,
      MESSAGE_RECIPIENTS_PER_DAY: 20_000,
      APP_NAME: "Varco",
      MAIL_FROM: "Varco <no-reply@localhost>",
    });
  });

  it("reads the mail settings and refuses bad ones", () => {
    const config = loadConfig({
      SMTP_URL: "smtp://user:secret@mail.example.com:587",
      MAIL_FROM: "Tickets <tickets@example.com>",
      APP_NAME: "Biglietti",
    });
    expect(config).toMatchObject({
      SMTP_URL: "smtp://user:secret@mail.example.com:587",
      MAIL_FROM: "Tickets <tickets@example.com>",
      APP_NAME: "Biglietti",
    });
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: "not an address" })).toThrow(/MAIL_FROM/);
  });

  it("reads a PostgreSQL URL and a port", () => {
    const config = loadConfig({ PORT: "8080", DATABASE_URL: "postgres://u@db/varco" });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe("postgres://u@db/varco");
    expect(config.APP_URL).toBe("http://localhost:8080");
  });

  it("treats an empty variable as unset", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "" });
    expect(config.PORT).toBe(3000);
    expect(config).not.toHaveProperty("DATABASE_URL");
  });

  it("keeps only the origin of APP_URL and reads extra allowed origins", () => {
    const config = loadConfig({
      APP_URL: "https://Tickets.Example.com/",
      ALLOWED_ORIGINS: " http://localhost:5173 , https://admin.example.com",
    });
    expect(config.APP_URL).toBe("https://tickets.example.com");
    expect([...allowedOriginsOf(config)]).toEqual([
      "https://tickets.example.com",
      "http://localhost:5173",
      "https://admin.example.com",
    ]);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ APP_URL: "tickets.example.com" }, "APP_URL"],
    [{ APP_URL: "ftp://tickets.example.com" }, "APP_URL"],
    [{ APP_URL: "https://example.com/app" }, "APP_URL"],
    [{ ALLOWED_ORIGINS: "https://ok.example.com,not a url" }, "ALLOWED_ORIGINS"],
    [{ DATABASE_POOL_MAX: "0" }, "DATABASE_POOL_MAX"],
    [{ SHUTDOWN_TIMEOUT_MS: "-1" }, "SHUTDOWN_TIMEOUT_MS"],
    [{ JOB_LEASE_SECONDS: "0" }, "JOB_LEASE_SECONDS"],
    [{ TRUSTED_PROXY_COUNT: "-1" }, "TRUSTED_PROXY_COUNT"],
  ])("names the bad variable in %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n {2}${name}\\b`));
  });

  it("reads an images bucket with its keys, and refuses one without them or with keys in its address", () => {
    const keys = { UPLOADS_ACCESS_KEY_ID: "AKIAEXAMPLE", UPLOADS_SECRET_ACCESS_KEY: "s3cr3t" };
    expect(
      loadConfig({
        UPLOADS_URL: "https://s3.eu-central-1.amazonaws.com/varco-images/",
        UPLOADS_REGION: "eu-central-1",
        ...keys,
      }),
    ).toMatchObject({
      UPLOADS_URL: "https://s3.eu-central-1.amazonaws.com/varco-images",
      UPLOADS_REGION: "eu-central-1",
    });
    expect(loadConfig({ UPLOADS_URL: "http://127.0.0.1:9000/images/varco", ...keys }).UPLOADS_URL).toBe(
      "http://127.0.0.1:9000/images/varco",
    );
    expect(() => loadConfig({ UPLOADS_URL: "https://s3.example.com/images" })).toThrow(
      /UPLOADS_ACCESS_KEY_ID: required with UPLOADS_URL[\s\S]*UPLOADS_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ UPLOADS_URL: "https://s3.example.com", ...keys })).toThrow(/name the bucket/);
    expect(() => loadConfig({ UPLOADS_URL: "s3://images", ...keys })).toThrow(/UPLOADS_URL/);
    const withKeys = () => loadConfig({ UPLOADS_URL: "https://AKIA:s3cr3t@s3.example.com/images", ...keys });
    expect(withKeys).toThrow(/must not hold keys/);
    // The refusal never repeats the secret it was given.
    expect(withKeys).not.toThrow(/s3cr3t/);
  });

  it("names every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "x", LOG_LEVEL: "loud" })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
