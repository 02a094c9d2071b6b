import type { Ref } from "react";
import {
  Modal as AriaModal,
  type ModalOverlayProps as AriaModalOverlayProps,
  composeRenderProps,
  ModalOverlay,
} from "react-aria-components";
import { cx } from "../../classNames";
import { backdrop } from "./overlay.css";

export type OverlayProps = Omit<AriaModalOverlayProps, "isEntering" | "isExiting"> & {
  /** Closes on a click outside the panel; on by default. Escape closes either way unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  /** The panel element. */
  ref?: Ref<HTMLDivElement>;
};

type OverlayLayout = {
  /** Added to the shared backdrop: how the panel sits on it. */
  backdropClassName?: string;
  /** The panel's own classes; a caller's `className` comes after them. */
  panelClassName: string;
};

/**
 * The modal layer Modal and Drawer share: a dimmed backdrop over the page and a panel on it.
 * While open, focus stays inside the panel, the rest of the page is hidden from assistive
 * technology, Escape and (when dismissable) a click outside close it, and closing gives focus back
 * to what opened it.
 */
export function Overlay({
  isDismissable = true,
  isKeyboardDismissDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
  shouldCloseOnInteractOutside,
  UNSTABLE_portalContainer,
  backdropClassName,
  panelClassName,
  className,
  ...panelProps
}: OverlayProps & OverlayLayout) {
  // What opens and dismisses it belongs to the backdrop; everything else to the panel.
  const dismissal = { isDismissable, isKeyboardDismissDisabled, shouldCloseOnInteractOutside };
  const openState = { isOpen, defaultOpen, onOpenChange };
  return (
    <ModalOverlay
      {...dismissal}
      {...openState}
      UNSTABLE_portalContainer={UNSTABLE_portalContainer}
      className={cx(backdrop, backdropClassName)}
    >
      <AriaModal
        {...panelProps}
        className={composeRenderProps(className, (custom) => cx(panelClassName, custom))}
      />
    </ModalOverlay>
  );
}
