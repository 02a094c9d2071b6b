import { useLingui } from "@lingui/react/macro";
import { CameraIcon, FlashlightIcon } from "@varco/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import * as css from "./door.css";
import { type QrReader, qrReader } from "./qrReader";

type CameraState = "off" | "starting" | "on" | "blocked" | "none";

/** A code still in front of the camera is read once; read again only after it was gone this long. */
const sameCodeGoneMs = 2000;
/** How often a frame is looked at. */
const frameEveryMs = 150;

/** What the torch part of a camera track has (not yet in TypeScript's DOM types). */
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

/**
 * The camera at the door: the back camera's video, each QR code in it read once and handed to
 * `onCode`; a torch switch where the camera has a torch. Started at once where the camera was
 * allowed before, else by its button (the browser asks first).
 */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>("off");
  const [torch, setTorch] = useState<boolean | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;

  const stop = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setTorch(null);
    setState("off");
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) return setState("none");
    setState("starting");
    let reader: QrReader;
    try {
      const [media, made] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false }),
        qrReader(),
      ]);
      stream.current = media;
      reader = made;
    } catch (error) {
      return setState((error as DOMException).name === "NotAllowedError" ? "blocked" : "none");
    }
    const element = video.current;
    const media = stream.current;
    if (!element || !media) return;
    element.srcObject = media;
    try {
      await element.play();
    } catch {
      // Not playing yet (the browser waits for the page to be visible): frames come once it does.
    }
    const [track] = media.getVideoTracks();
    setTorch((track?.getCapabilities?.() as TorchCapabilities | undefined)?.torch ? false : null);
    setState("on");
    let last = { text: "", seenAt: 0 };
    const look = async () => {
      if (stream.current !== media) return;
      if (element.readyState >= element.HAVE_CURRENT_DATA) {
        const text = await reader.read(element).catch(() => null);
        const now = Date.now();
        if (text) {
          if (text !== last.text || now - last.seenAt > sameCodeGoneMs) latest.current(text);
          last = { text, seenAt: now };
        }
      }
      setTimeout(look, frameEveryMs);
    };
    void look();
  }, []);

  useEffect(() => {
    let cancelled = false;
    void navigator.permissions
      ?.query({ name: "camera" as PermissionName })
      .then((permission) => {
        if (!cancelled && permission.state === "granted") void start();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      for (const track of stream.current?.getTracks() ?? []) track.stop();
      stream.current = null;
    };
  }, [start]);

  const switchTorch = async () => {
    const [track] = stream.current?.getVideoTracks() ?? [];
    if (!track || torch === null) return;
    await track
      .applyConstraints({ advanced: [{ torch: !torch } as MediaTrackConstraintSet] })
      .then(() => setTorch(!torch))
      .catch(() => setTorch(null));
  };

  const words: Record<Exclude<CameraState, "on">, string> = {
    off: t`Point the camera at the ticket's QR code.`,
    starting: t`Starting the camera…`,
    blocked: t`The camera is blocked. Allow it in the browser's settings, or type the code below.`,
    none: t`No camera found. Type the code below, or use a barcode scanner.`,
  };
  return (
    <div className={css.camera}>
      <video ref={video} className={css.video} muted playsInline hidden={state !== "on"} aria-hidden />
      {state === "on" ? (
        <div className={css.cameraControls}>
          <button type="button" className={css.button} onClick={stop}>
            {t`Stop camera`}
          </button>
          {torch !== null && (
            <button
              type="button"
              className={css.button}
              aria-pressed={torch}
              onClick={() => void switchTorch()}
            >
              <FlashlightIcon aria-hidden size={20} />
              {t`Torch`}
            </button>
          )}
        </div>
      ) : (
        <>
          <p>{words[state]}</p>
          {state !== "starting" && state !== "none" && (
            <button type="button" className={`${css.button} ${css.primary}`} onClick={() => void start()}>
              <CameraIcon aria-hidden size={20} />
              {t`Start camera`}
            </button>
          )}
        </>
      )}
    </div>
  );
}
