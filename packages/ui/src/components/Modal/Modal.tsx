import { centered, panel } from "./Modal.css";
import type { ModalSize } from "./modalSizes";
import { Overlay, type OverlayProps } from "./Overlay";

export { DialogTrigger, type DialogTriggerProps } from "react-aria-components";

export type ModalProps = OverlayProps & {
  size?: ModalSize;
  /**
   * Closes on a click outside the panel. On by default, the quickest way out of a dialog; turn it
   * off for dialogs that would lose typed work. Escape closes either way unless
   * `isKeyboardDismissDisabled`.
   */
  isDismissable?: boolean;
};

/**
 * A modal panel over a dimmed backdrop. Open it with a `DialogTrigger` or control it with
 * `isOpen` / `onOpenChange`; put a `Dialog` inside. While open, focus stays inside, the rest of
 * the page is hidden from assistive technology, and closing gives focus back to the trigger.
 */
export function Modal({ size = "md", ...rest }: ModalProps) {
  return <Overlay {...rest} backdropClassName={centered} panelClassName={panel({ size })} />;
}
