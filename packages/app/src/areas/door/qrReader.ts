/**
 * Reads QR codes from the camera's video: the browser's own `BarcodeDetector` where it exists and
 * knows QR codes; elsewhere jsQR, downloaded only then, on frames drawn into a canvas.
 */
export interface QrReader {
  /** The text of a QR code in the video's current frame, or null. */
  read(video: HTMLVideoElement): Promise<string | null>;
  /** Which one reads: the browser's detector or the library (shown to no one; for tests). */
  kind: "native" | "jsqr";
}

/** What this file uses of the Shape Detection API (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The widest frame jsQR is given: enough for a ticket held at the camera, fast enough on a phone. */
const widestFrame = 640;

export async function qrReader(): Promise<QrReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats = await Detector?.getSupportedFormats?.().catch((): string[] => []);
  if (Detector && formats?.includes("qr_code")) {
    const detector = new Detector({ formats: ["qr_code"] });
    return {
      kind: "native",
      read: async (video) => (await detector.detect(video))[0]?.rawValue ?? null,
    };
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return {
    kind: "jsqr",
    read: async (video) => {
      const { videoWidth, videoHeight } = video;
      if (!context || !videoWidth || !videoHeight) return null;
      const scale = Math.min(1, widestFrame / videoWidth);
      canvas.width = Math.round(videoWidth * scale);
      canvas.height = Math.round(videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "attemptBoth" })?.data ?? null;
    },
  };
}
