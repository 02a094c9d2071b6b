import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultRuntimeConfig, readRuntimeConfig } from "./runtimeConfig";

const inject = (text: string) => {
  document.body.innerHTML = `<script type="application/json" id="varco-runtime-config">${text}</script>`;
};

describe("readRuntimeConfig", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    vi.restoreAllMocks();
  });

  it("uses the defaults when nothing is injected", () => {
    expect(readRuntimeConfig(document)).toEqual(defaultRuntimeConfig);
  });

  it("reads a reseller's brand", () => {
    inject(JSON.stringify({ appName: "Gite Lagoon", primaryColor: "#0E7C86", licensed: true }));
    expect(readRuntimeConfig(document)).toMatchObject({
      appName: "Gite Lagoon",
      primaryColor: "#0E7C86",
      licensed: true,
    });
  });

  it("treats only a true licence flag as licensed", () => {
    inject(JSON.stringify({ licensed: "yes" }));
    expect(readRuntimeConfig(document).licensed).toBe(false);
  });

  it("logs and falls back on broken JSON", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    inject("{not json");
    expect(readRuntimeConfig(document)).toEqual(defaultRuntimeConfig);
    expect(error).toHaveBeenCalledOnce();
  });
});
