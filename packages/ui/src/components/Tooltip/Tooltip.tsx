import type { ReactNode, Ref } from "react";
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  composeRenderProps,
  OverlayArrow,
  type TooltipTriggerComponentProps,
} from "react-aria-components";
import { cx } from "../../classNames";
import { vars } from "../../theme/vars.css";
import { arrow, arrowShape, tooltip } from "./Tooltip.css";
import type { TooltipPlacement } from "./tooltipPlacements";

/** How long the pointer must rest on the trigger before the tooltip shows, in ms. */
export const tooltipDelay = 600;
/** How long the tooltip stays after the pointer leaves, in ms. */
export const tooltipCloseDelay = 200;

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/**
 * Wraps a focusable trigger (a Button, IconButton, Link…) and its Tooltip. The tooltip shows after
 * `delay` on hover and at once on keyboard focus, and hides on Escape, blur or pointer leave.
 */
export function TooltipTrigger({
  delay = tooltipDelay,
  closeDelay = tooltipCloseDelay,
  ...rest
}: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...rest} delay={delay} closeDelay={closeDelay} />;
}

export type TooltipProps = Omit<AriaTooltipProps, "placement" | "children"> & {
  /** Short, plain text: a tooltip describes its trigger and cannot hold interactive content. */
  children: ReactNode;
  placement?: TooltipPlacement;
  /** Hides the little arrow pointing at the trigger. */
  hideArrow?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/** A short description of its trigger, shown on hover and keyboard focus. */
export function Tooltip({
  placement = "top",
  offset = 8,
  hideArrow = false,
  className,
  style,
  children,
  ...rest
}: TooltipProps) {
  return (
    <AriaTooltip
      {...rest}
      placement={placement}
      offset={offset}
      className={composeRenderProps(className, (custom) => cx(tooltip, custom))}
      // react-aria positions the tooltip with an inline z-index of its own; put it on our popover layer.
      style={composeRenderProps(style, (custom) => ({ ...custom, zIndex: vars.layer.popover }))}
    >
      {hideArrow ? null : (
        <OverlayArrow className={arrow}>
          <svg className={arrowShape} width={8} height={8} viewBox="0 0 8 8" aria-hidden>
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
      )}
      {children}
    </AriaTooltip>
  );
}
