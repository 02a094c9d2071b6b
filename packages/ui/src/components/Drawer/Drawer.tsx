import type { Ref } from "react";
import {
  Modal as AriaModal,
  composeRenderProps,
  ModalOverlay,
  type ModalOverlayProps,
} from "react-aria-components";
import { cx } from "../../classNames";
import { Dialog, type DialogProps } from "../Modal";
import { backdrop, panel } from "./Drawer.css";
import type { DrawerPlacement } from "./drawerPlacements";

export type DrawerProps = Omit<ModalOverlayProps, "children" | "isEntering" | "isExiting"> &
  Pick<DialogProps, "title" | "description" | "children" | "footer" | "showCloseButton" | "closeLabel"> & {
    /** The edge it slides in from; `start` / `end` follow the reading direction. */
    placement?: DrawerPlacement;
    /** Closes on a click outside the panel. On by default, like a Modal. */
    isDismissable?: boolean;
    /** The panel element. */
    ref?: Ref<HTMLDivElement>;
  };

/**
 * A side sheet: a modal panel sliding in from an edge, for filters, details and secondary forms.
 * It behaves like a Modal (Escape and outside click close it, focus stays inside and returns to
 * the trigger) and lays out like a Dialog (title, scrolling body, footer).
 */
export function Drawer({
  placement = "end",
  title,
  description,
  children,
  footer,
  showCloseButton,
  closeLabel,
  isDismissable = true,
  isKeyboardDismissDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
  shouldCloseOnInteractOutside,
  UNSTABLE_portalContainer,
  className,
  ...rest
}: DrawerProps) {
  return (
    <ModalOverlay
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      shouldCloseOnInteractOutside={shouldCloseOnInteractOutside}
      UNSTABLE_portalContainer={UNSTABLE_portalContainer}
      className={backdrop}
    >
      <AriaModal
        {...rest}
        data-placement={placement}
        className={composeRenderProps(className, (custom) => cx(panel({ placement }), custom))}
      >
        <Dialog
          title={title}
          description={description}
          footer={footer}
          showCloseButton={showCloseButton}
          closeLabel={closeLabel}
        >
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
