import { Inbox } from "lucide-react";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { cx } from "../../classNames";
import {
  action as actionClass,
  description as descriptionClass,
  emptyState,
  emptyStateSizeStyles,
  icon as iconClass,
  iconSizes,
  title as titleClass,
  titleSizes,
} from "./EmptyState.css";
import type { EmptyStateSize, EmptyStateTitleLevel } from "./emptyStateVariants";

export type EmptyStateProps = Omit<ComponentPropsWithRef<"div">, "title"> & {
  /** A decorative picture of what is missing; an inbox by default, `null` for none. */
  icon?: ReactNode;
  title: ReactNode;
  /** Heading level of the title, to fit the page's outline; "none" keeps it plain text (inside a table). */
  titleLevel?: EmptyStateTitleLevel | "none";
  /** What the user can do about it. */
  description?: ReactNode;
  /** A button or link that fills the emptiness ("Create event"). */
  action?: ReactNode;
  /** `sm` fits inside a table or a card. */
  size?: EmptyStateSize;
};

/** Shown instead of a list, table or page that has nothing in it yet. */
export function EmptyState({
  icon,
  title,
  titleLevel = 2,
  description,
  action,
  size = "md",
  className,
  ...rest
}: EmptyStateProps) {
  const Title = titleLevel === "none" ? "p" : (`h${titleLevel}` as const);
  const picture = icon === undefined ? <Inbox size={size === "sm" ? 20 : 28} /> : icon;
  return (
    <div {...rest} className={cx(emptyState, emptyStateSizeStyles[size], className)}>
      {picture ? (
        <span className={cx(iconClass, iconSizes[size])} aria-hidden>
          {picture}
        </span>
      ) : null}
      <Title className={cx(titleClass, titleSizes[size])}>{title}</Title>
      {description ? <p className={descriptionClass}>{description}</p> : null}
      {action ? <div className={actionClass}>{action}</div> : null}
    </div>
  );
}
