import { setupI18n } from "@lingui/core";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCatalog, pagesCatalogOf } from "../../i18n/catalogs";
import { PageShell } from "../../pages/PageShell";
import { defaultRuntimeConfig } from "../../runtimeConfig";
import { CameraScanner } from "./CameraScanner";
import { qrReader } from "./qrReader";

/** A browser's `BarcodeDetector` that knows QR codes and sees `code` in every frame. */
function detectorSeeing(code: string | null, formats = ["qr_code", "ean_13"]) {
  return class {
    static getSupportedFormats = async () => formats;
    async detect() {
      return code === null ? [] : [{ rawValue: code }];
    }
  };
}

/** The back camera: one video track, with a torch or not. */
function camera({ torch }: { torch: boolean }) {
  const track = {
    stop: vi.fn(),
    getCapabilities: () => (torch ? { torch: true } : {}),
    applyConstraints: vi.fn(async () => undefined),
  };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] };
  const getUserMedia = vi.fn(async () => stream);
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  Object.defineProperty(navigator, "permissions", {
    value: { query: async () => ({ state: "granted" }) },
    configurable: true,
  });
  // jsdom draws no video: it says a frame is there, and plays.
  Object.defineProperty(HTMLMediaElement.prototype, "readyState", { get: () => 4, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  return { track, getUserMedia };
}

async function openCamera(onCode: (text: string) => void) {
  const i18n = setupI18n();
  i18n.loadAndActivate(await loadCatalog("en", pagesCatalogOf("door")));
  render(
    <PageShell config={defaultRuntimeConfig} i18n={i18n} group="door">
      <CameraScanner onCode={onCode} />
    </PageShell>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of ["mediaDevices", "permissions"]) Reflect.deleteProperty(navigator, name);
  Reflect.deleteProperty(HTMLMediaElement.prototype, "readyState");
  Reflect.deleteProperty(globalThis, "BarcodeDetector");
});

describe("the camera at the door", () => {
  it("starts where the camera was allowed, and reads a code in view once", async () => {
    Object.assign(globalThis, { BarcodeDetector: detectorSeeing("A-GIULIA1") });
    camera({ torch: false });
    const onCode = vi.fn();
    await openCamera(onCode);
    await screen.findByRole("button", { name: "Stop camera" });
    await waitFor(() => expect(onCode).toHaveBeenCalledWith("A-GIULIA1"));
    // Still in view a second later: not read again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(onCode).toHaveBeenCalledOnce();
    // Where the camera has no torch, there is no torch switch.
    expect(screen.queryByRole("button", { name: "Torch" })).toBeNull();
  });

  it("switches the torch where the camera has one", async () => {
    Object.assign(globalThis, { BarcodeDetector: detectorSeeing(null) });
    const { track } = camera({ torch: true });
    await openCamera(vi.fn());
    const torch = await screen.findByRole("button", { name: "Torch" });
    expect(torch).toHaveAttribute("aria-pressed", "false");
    await userEvent.setup().click(torch);
    await waitFor(() => expect(torch).toHaveAttribute("aria-pressed", "true"));
    expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
  });

  it("says the camera is blocked when it was refused, and offers to try again", async () => {
    camera({ torch: false }).getUserMedia.mockRejectedValue(new DOMException("no", "NotAllowedError"));
    Object.defineProperty(navigator, "permissions", {
      value: { query: async () => ({ state: "prompt" }) },
      configurable: true,
    });
    await openCamera(vi.fn());
    await userEvent.setup().click(screen.getByRole("button", { name: "Start camera" }));
    expect(
      await screen.findByText(
        "The camera is blocked. Allow it in the browser's settings, or type the code below.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start camera" })).toBeInTheDocument();
  });
});

describe("qrReader", () => {
  it("uses the browser's BarcodeDetector where it reads QR codes", async () => {
    Object.assign(globalThis, { BarcodeDetector: detectorSeeing("A-GIULIA1") });
    const reader = await qrReader();
    expect(reader.kind).toBe("native");
    await expect(reader.read(document.createElement("video"))).resolves.toBe("A-GIULIA1");
  });

  it.each([
    ["no BarcodeDetector", undefined],
    ["a BarcodeDetector without QR codes", detectorSeeing("A-GIULIA1", ["ean_13"])],
  ])("loads jsQR where there is %s", async (_case, Detector) => {
    if (Detector) Object.assign(globalThis, { BarcodeDetector: Detector });
    expect((await qrReader()).kind).toBe("jsqr");
  });
});
