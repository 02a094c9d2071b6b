import { Dialog, type DialogProps } from "../Modal";
import { Overlay, type OverlayProps } from "../Modal/Overlay";
import { panel } from "./Drawer.css";
import type { DrawerPlacement } from "./drawerPlacements";

export type DrawerProps = Omit<OverlayProps, "children"> &
  Pick<DialogProps, "title" | "description" | "children" | "footer" | "showCloseButton" | "closeLabel"> & {
    /** The edge it slides in from; `start` / `end` follow the reading direction. */
    placement?: DrawerPlacement;
    /** Closes on a click outside the panel. On by default, like a Modal. */
    isDismissable?: boolean;
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
  ...rest
}: DrawerProps) {
  const dialog = { title, description, footer, showCloseButton, closeLabel, children };
  return (
    <Overlay {...rest} data-placement={placement} panelClassName={panel({ placement })}>
      <Dialog {...dialog} />
    </Overlay>
  );
}
