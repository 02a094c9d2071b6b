import { runtimeConfigElementId as domainElementId, runtimeConfigSchema } from "@varco/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  defaultRuntimeConfig,
  parseRuntimeConfig,
  readRuntimeConfig,
  runtimeConfigElementId,
  runtimeConfigReaders,
} from "./runtimeConfig";

const inject = (text: string) => {
  document.head.innerHTML = `<script type="application/json" id="varco-runtime-config">${text}</script>`;
};

describe("readRuntimeConfig", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    vi.restoreAllMocks();
  });

  it("uses the defaults when nothing is injected", () => {
    expect(readRuntimeConfig(document)).toEqual(defaultRuntimeConfig);
    expect(defaultRuntimeConfig).toMatchObject({
      appName: "Varco",
      apiUrlClient: "/api",
      defaultLocale: "it",
      licensed: false,
    });
  });

  it("uses the defaults for the empty object index.html ships with", () => {
    inject("{}");
    expect(readRuntimeConfig(document)).toEqual(defaultRuntimeConfig);
  });

  it("reads a reseller's brand and settings", () => {
    inject(
      JSON.stringify({
        appName: "Gite Lagoon",
        primaryColor: "#0E7C86",
        licensed: true,
        termsUrl: "https://lagoon.example/terms",
        apiUrlClient: "https://api.lagoon.example/api",
        defaultLocale: "de",
      }),
    );
    expect(readRuntimeConfig(document)).toMatchObject({
      appName: "Gite Lagoon",
      primaryColor: "#0E7C86",
      secondaryColor: null,
      licensed: true,
      termsUrl: "https://lagoon.example/terms",
      apiUrlClient: "https://api.lagoon.example/api",
      defaultLocale: "de",
    });
  });

  it("drops only the invalid settings, logged, and keeps the others", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    inject(JSON.stringify({ appName: "Gite Lagoon", licensed: "yes", defaultLocale: "klingon" }));
    const config = readRuntimeConfig(document);
    expect(config.appName).toBe("Gite Lagoon");
    expect(config.licensed).toBe(false);
    expect(config.defaultLocale).toBe("it");
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/licensed.*defaultLocale|defaultLocale.*licensed/);
  });

  it.each([
    ["broken JSON", "{not json"],
    ["a JSON array", "[1, 2]"],
    ["a JSON string", '"Varco"'],
  ])("logs and falls back to the defaults on %s", (_case, text) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    inject(text);
    expect(readRuntimeConfig(document)).toEqual(defaultRuntimeConfig);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe("the runtime configuration's readers", () => {
  /** What the domain schema makes of `raw`, dropping the settings it refuses (as the readers do). */
  function bySchema(raw: Record<string, unknown>) {
    const parsed = runtimeConfigSchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !invalid.has(key)));
    return runtimeConfigSchema.parse(kept);
  }

  it("read every setting of the domain's schema, and only those", () => {
    expect(Object.keys(runtimeConfigReaders).sort()).toEqual(Object.keys(runtimeConfigSchema.shape).sort());
    expect(runtimeConfigElementId).toBe(domainElementId);
    expect(defaultRuntimeConfig).toEqual(runtimeConfigSchema.parse({}));
  });

  it.each<[string, Record<string, unknown>]>([
    ["nothing", {}],
    [
      "a full brand",
      {
        appName: "Gite Lagoon",
        primaryColor: "#0E7C86",
        secondaryColor: "#123456",
        faviconUrl: "https://lagoon.example/favicon.png",
        logoDarkUrl: "https://lagoon.example/dark.svg",
        logoLightUrl: null,
        supportChatBaseUrl: "https://chat.example.com",
        supportChatWebsiteToken: "tok",
        hideAboutLink: true,
        termsUrl: "https://lagoon.example/terms",
        privacyUrl: "https://lagoon.example/privacy",
        supportEmail: "help@lagoon.example",
        cardPaymentPublishableKey: "pk_test_1",
        licensed: true,
        frontendUrl: "https://lagoon.example",
        defaultImageUrl: "https://lagoon.example/default.jpg",
        apiUrlServer: "http://api:3000/api",
        apiUrlClient: "",
        defaultLocale: "zh-hk",
      },
    ],
    [
      "wrong types",
      { appName: "", licensed: "yes", primaryColor: 12, apiUrlClient: null, defaultLocale: "ru" },
    ],
    ["unknown keys", { appName: "X", somethingElse: true, hideAboutLink: null }],
  ])("agree with the domain's schema on %s", (_case, raw) => {
    expect(parseRuntimeConfig(raw).config).toEqual(bySchema(raw));
  });
});
