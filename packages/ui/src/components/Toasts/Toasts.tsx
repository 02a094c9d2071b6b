import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert, X } from "lucide-react";
import { type ComponentPropsWithRef, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { useLandmark } from "react-aria";
import { Button } from "react-aria-components";
import { cx } from "../../classNames";
import { useUiStrings } from "../../i18n/strings";
import {
  content,
  dismiss,
  icon,
  list,
  message as messageClass,
  region,
  title as titleClass,
  toast as toastClass,
  toaster,
  toastToneStyles,
} from "./Toasts.css";
import {
  type Toast,
  type ToastPosition,
  type ToastStore,
  type ToastTone,
  toastPositions,
  toasts,
} from "./toastStore";

const toneIcons: Record<ToastTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

export type ToasterProps = Omit<ComponentPropsWithRef<"div">, "children"> & {
  /** The store to render; the app-wide `toasts` when omitted. */
  store?: ToastStore;
  /**
   * Name of each position's region; defaults to the `notifications` string of the current locale.
   * Showing toasts at several positions at once? Pass a function so each region gets its own name
   * (landmarks that share a role need distinct names).
   */
  label?: string | ((position: ToastPosition) => string);
  /** Name of each toast's dismiss button; defaults to the `dismiss` string of the current locale. */
  dismissLabel?: string;
};

/**
 * Renders a toast store: one labelled region per position in use, each listing its visible
 * toasts. Place it once, inside the ThemeProvider (toasts then carry the brand). F6 moves focus
 * between the regions and the page's other landmarks.
 */
export function Toaster({ store = toasts, label, dismissLabel, className, ...rest }: ToasterProps) {
  const strings = useUiStrings();
  const all = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div {...rest} className={cx(toaster, className)}>
      {toastPositions.map((position) => {
        const shown = all.filter((toast) => toast.position === position && toast.status !== "queued");
        return shown.length > 0 ? (
          <ToastRegion
            key={position}
            position={position}
            items={shown}
            store={store}
            label={(typeof label === "function" ? label(position) : label) ?? strings.notifications}
            dismissLabel={dismissLabel ?? strings.dismiss}
          />
        ) : null;
      })}
    </div>
  );
}

type ToastRegionProps = {
  position: ToastPosition;
  items: Toast[];
  store: ToastStore;
  label: string;
  dismissLabel: string;
};

function ToastRegion({ position, items, store, label, dismissLabel }: ToastRegionProps) {
  const ref = useRef<HTMLElement>(null);
  const { landmarkProps } = useLandmark({ role: "region", "aria-label": label }, ref);
  /** Where focus was before it entered the region, to give it back when the last toast goes. */
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // A closing toast becomes inert; if it held focus, move focus to the next toast (else the
  // previous one, else back where it came from) instead of dropping it on the page body.
  useLayoutEffect(() => {
    const active = document.activeElement;
    const leaving = active instanceof HTMLElement ? active.closest<HTMLElement>("[data-exiting]") : null;
    if (!leaving || !ref.current?.contains(leaving)) return;
    const index = items.findIndex((toast) => toast.id === leaving.dataset.toastId);
    const isOpen = (toast: Toast) => toast.status !== "exiting";
    const neighbour = items.slice(index + 1).find(isOpen) ?? items.slice(0, index).reverse().find(isOpen);
    const neighbourElement = Array.from(ref.current.querySelectorAll<HTMLElement>("[data-toast-id]")).find(
      (element) => element.dataset.toastId === neighbour?.id,
    );
    const target = neighbourElement?.querySelector("button") ?? returnFocusTo.current;
    if (target?.isConnected) target.focus();
    else (active as HTMLElement).blur();
  }, [items]);

  return (
    <section
      {...landmarkProps}
      role="region"
      ref={ref}
      data-position={position}
      // react-aria leaves "top layer" elements alone: toasts stay readable, focusable and clickable
      // while a modal is open, and clicking one does not dismiss the modal.
      data-react-aria-top-layer=""
      className={region({ position })}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocusTo.current = from;
      }}
    >
      <ol className={list}>
        {items.map((toast) => (
          <ToastItem key={toast.id} toast={toast} store={store} dismissLabel={dismissLabel} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({
  toast,
  store,
  dismissLabel,
}: {
  toast: Toast;
  store: ToastStore;
  dismissLabel: string;
}) {
  const isHovered = useRef(false);
  const isFocused = useRef(false);
  // The timer holds while the pointer rests on the toast or focus is inside it.
  const holdTimer = () =>
    isHovered.current || isFocused.current ? store.pause(toast.id) : store.resume(toast.id);
  const isExiting = toast.status === "exiting";
  const ToneIcon = toneIcons[toast.tone];
  return (
    <li
      data-toast-id={toast.id}
      data-tone={toast.tone}
      data-exiting={isExiting || undefined}
      inert={isExiting}
      className={cx(toastClass, toastToneStyles[toast.tone])}
      onPointerEnter={() => {
        isHovered.current = true;
        holdTimer();
      }}
      onPointerLeave={() => {
        isHovered.current = false;
        holdTimer();
      }}
      onFocus={() => {
        isFocused.current = true;
        holdTimer();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        isFocused.current = false;
        holdTimer();
      }}
    >
      <span className={icon} aria-hidden>
        <ToneIcon size={20} />
      </span>
      {/* A live region of its own: read politely, or at once for danger. Atomic so an update is read whole. */}
      <div className={content} role={toast.tone === "danger" ? "alert" : "status"} aria-atomic="true">
        {toast.title ? <p className={titleClass}>{toast.title}</p> : null}
        <div className={messageClass}>{toast.message}</div>
      </div>
      <Button className={dismiss} aria-label={dismissLabel} onPress={() => store.hide(toast.id)}>
        <X size={16} aria-hidden />
      </Button>
    </li>
  );
}
