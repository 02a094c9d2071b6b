import type { ComponentPropsWithRef } from "react";
import { cx } from "../../classNames";
import { icon as iconClass, iconSize } from "./Icon.css";
import { type IconSize, iconPixels } from "./iconSizes";
import type { LucideIcon } from "./icons";

export type IconProps = Omit<ComponentPropsWithRef<"span">, "children"> & {
  /** The glyph, one of the icons exported by this package (e.g. `HomeIcon`). */
  icon: LucideIcon;
  size?: IconSize;
  /**
   * What the icon means when nothing else says it. With a label the icon is an image named by it;
   * without one it is decorative and hidden from assistive technology.
   */
  label?: string;
};

/** Draws an icon at a design-system size and makes it either meaningful or invisible to assistive technology. */
export function Icon({ icon: Glyph, size = "md", label, className, ...rest }: IconProps) {
  const classes = cx(iconClass, iconSize[size], className);
  const accessibility = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <span {...rest} {...accessibility} className={classes}>
      {/* The wrapper carries the meaning; the drawing itself is never announced. */}
      <Glyph aria-hidden size={iconPixels[size]} focusable="false" />
    </span>
  );
}
