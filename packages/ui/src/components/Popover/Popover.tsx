import type { Ref } from "react";
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  composeRenderProps,
  Dialog,
  type DialogProps,
  DialogTrigger,
  type DialogTriggerProps,
  OverlayArrow,
} from "react-aria-components";
import { cx } from "../../classNames";
import { arrowShape, dialog, popover } from "./Popover.css";
import type { PopoverPlacement } from "./popoverPlacements";

export type PopoverProps = Omit<AriaPopoverProps, "placement"> & {
  ref?: Ref<HTMLElement>;
  /** Where it sits relative to its trigger; it flips when there is no room. */
  placement?: PopoverPlacement;
  /** Draws a small arrow pointing at the trigger. */
  showArrow?: boolean;
};

const ARROW_SIZE = 12;

/**
 * The floating surface used by Select, ComboBox, Menu, the date pickers and ColorField. Positioning,
 * dismissal (Escape, outside press) and focus come from react-aria; it portals into the nearest
 * ThemeProvider so the brand's variables apply.
 */
export function Popover({ showArrow = false, offset, className, children, ...rest }: PopoverProps) {
  return (
    <AriaPopover
      {...rest}
      offset={offset ?? (showArrow ? ARROW_SIZE : undefined)}
      className={composeRenderProps(className, (custom) => cx(popover, custom))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {showArrow ? (
            <OverlayArrow>
              <svg
                className={arrowShape}
                width={ARROW_SIZE}
                height={ARROW_SIZE / 2}
                viewBox={`0 0 ${ARROW_SIZE} ${ARROW_SIZE / 2}`}
                aria-hidden
              >
                <path d={`M0 0 L${ARROW_SIZE / 2} ${ARROW_SIZE / 2} L${ARROW_SIZE} 0`} />
              </svg>
            </OverlayArrow>
          ) : null}
          {content}
        </>
      ))}
    </AriaPopover>
  );
}

export type PopoverDialogProps = Omit<PopoverProps, "children"> & {
  children?: DialogProps["children"];
  /** Names the dialog when no `<Heading slot="title">` inside does (the trigger names it otherwise). */
  "aria-label"?: string;
  "aria-labelledby"?: string;
};

/**
 * A popover holding free content in a non-modal dialog: focus moves in, Escape or an outside press
 * closes it and focus returns to the trigger. Open it with `PopoverTrigger`.
 */
export function PopoverDialog({
  children,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledby,
  ...rest
}: PopoverDialogProps) {
  return (
    <Popover {...rest}>
      <Dialog className={dialog} aria-label={ariaLabel} aria-labelledby={ariaLabelledby}>
        {children}
      </Dialog>
    </Popover>
  );
}

export type PopoverTriggerProps = DialogTriggerProps;

/** Wraps a pressable trigger (e.g. a Button) and the `PopoverDialog` it opens. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <DialogTrigger {...props} />;
}
