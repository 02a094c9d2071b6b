import { assignInlineVars } from "@vanilla-extract/dynamic";
import type { ReactNode, Ref } from "react";
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  composeRenderProps,
  Label,
} from "react-aria-components";
import { cx } from "../../classNames";
import {
  fill,
  fillIndeterminate,
  fillTones,
  fillWidth,
  header,
  label as labelClass,
  progressBar,
  track,
  trackSizes,
  valueText as valueTextClass,
} from "./ProgressBar.css";
import type { ProgressBarSize, ProgressBarTone } from "./progressBarVariants";

export type ProgressBarProps = Omit<AriaProgressBarProps, "children"> & {
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Shows the value text (react-aria formats it in the locale, a percentage by default). */
  showValueLabel?: boolean;
  tone?: ProgressBarTone;
  size?: ProgressBarSize;
  ref?: Ref<HTMLDivElement>;
};

/**
 * How far a task has got. `value` between `minValue` and `maxValue` (0–100 by default); while the
 * amount is unknown, `isIndeterminate` shows a moving bar. `valueLabel` and `formatOptions` change
 * the value text, which assistive technology reads too.
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  tone = "primary",
  size = "md",
  className,
  ...rest
}: ProgressBarProps) {
  return (
    <AriaProgressBar {...rest} className={composeRenderProps(className, (custom) => cx(progressBar, custom))}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label || (showValueLabel && !isIndeterminate) ? (
            <div className={header}>
              {label ? <Label className={labelClass}>{label}</Label> : null}
              {showValueLabel && !isIndeterminate ? (
                <span className={valueTextClass}>{valueText}</span>
              ) : null}
            </div>
          ) : null}
          <div className={cx(track, trackSizes[size])}>
            {isIndeterminate ? (
              <div className={cx(fill, fillIndeterminate, fillTones[tone])} />
            ) : (
              <div
                className={cx(fill, fillTones[tone])}
                style={assignInlineVars({ [fillWidth]: `${percentage ?? 0}%` })}
              />
            )}
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
