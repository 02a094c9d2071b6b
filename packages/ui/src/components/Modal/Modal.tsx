import type { Ref } from "react";
import {
  Modal as AriaModal,
  composeRenderProps,
  ModalOverlay,
  type ModalOverlayProps,
} from "react-aria-components";
import { cx } from "../../classNames";
import { backdrop, panel } from "./Modal.css";
import type { ModalSize } from "./modalSizes";

export { DialogTrigger, type DialogTriggerProps } from "react-aria-components";

export type ModalProps = Omit<ModalOverlayProps, "isEntering" | "isExiting"> & {
  size?: ModalSize;
  /**
   * Closes on a click outside the panel. On by default (SPEC.md §9); turn it off for dialogs
   * that would lose typed work. Escape closes either way unless `isKeyboardDismissDisabled`.
   */
  isDismissable?: boolean;
  /** The panel element. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * A modal panel over a dimmed backdrop. Open it with a `DialogTrigger` or control it with
 * `isOpen` / `onOpenChange`; put a `Dialog` inside. While open, focus stays inside, the rest of
 * the page is hidden from assistive technology, and closing gives focus back to the trigger.
 */
export function Modal({
  size = "md",
  isDismissable = true,
  isKeyboardDismissDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
  shouldCloseOnInteractOutside,
  UNSTABLE_portalContainer,
  className,
  children,
  ...rest
}: ModalProps) {
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
      <AriaModal {...rest} className={composeRenderProps(className, (custom) => cx(panel({ size }), custom))}>
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}
