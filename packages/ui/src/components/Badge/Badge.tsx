import type { ComponentPropsWithRef, ReactNode } from "react";
import { cx } from "../../classNames";
import { badge, dot as dotClass, icon as iconClass, text } from "./Badge.css";
import type { BadgeSize, BadgeTone, BadgeVariant } from "./badgeVariants";

export type BadgeProps = ComponentPropsWithRef<"span"> & {
  tone?: BadgeTone;
  variant?: BadgeVariant;
  size?: BadgeSize;
  /** A small leading dot in the tone's colour (decorative: the text carries the meaning). */
  dot?: boolean;
  /** A leading icon (decorative). Ignored when `dot` is set. */
  icon?: ReactNode;
};

/** A short status label: an order's state, a ticket type, a count. Not interactive. */
export function Badge({
  tone = "neutral",
  variant = "subtle",
  size = "md",
  dot = false,
  icon,
  className,
  children,
  ...rest
}: BadgeProps) {
  return (
    <span {...rest} className={cx(badge({ tone, variant, size }), className)}>
      {dot ? <span className={dotClass} aria-hidden /> : null}
      {!dot && icon ? (
        <span className={iconClass} aria-hidden>
          {icon}
        </span>
      ) : null}
      <span className={text}>{children}</span>
    </span>
  );
}
