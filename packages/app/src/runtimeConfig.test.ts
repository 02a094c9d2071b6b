import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultRuntimeConfig, readRuntimeConfig } from "./runtimeConfig";

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
