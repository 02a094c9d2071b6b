import type { ComponentPropsWithRef, ReactNode } from "react";
import { Link } from "react-aria-components";
import { cx } from "../../classNames";
import type { Space } from "../../theme/tokens";
import {
  actions as actionsClass,
  body,
  card,
  description as descriptionClass,
  footer as footerClass,
  header,
  headings,
  title as titleClass,
  titleLink,
} from "./Card.css";
import type { CardTitleLevel, CardVariant } from "./cardVariants";

export type CardProps = Omit<ComponentPropsWithRef<"section">, "title"> & {
  variant?: CardVariant;
  /** Inner space, from the space scale. */
  padding?: Space;
  /** Heading of the card. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page's outline. */
  titleLevel?: CardTitleLevel;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or menus at the end of the header. */
  actions?: ReactNode;
  /** Content at the bottom (links, buttons, totals). */
  footer?: ReactNode;
  /**
   * Makes the whole card a link to this address: the title becomes the link and its hit area
   * covers the card, so the link's name is the title. Needs a `title`.
   */
  href?: string;
};

/** A raised surface grouping related content: a plain section unless given an `href`. */
export function Card({
  variant = "outline",
  padding = "lg",
  title,
  titleLevel = 2,
  description,
  actions,
  footer,
  href,
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = `h${titleLevel}` as const;
  const interactive = Boolean(href && title);
  const hasHeader = Boolean(title || description || actions);
  return (
    <section {...rest} className={cx(card({ variant, padding, interactive }), className)}>
      {hasHeader ? (
        <div className={header}>
          <div className={headings}>
            {title ? (
              <Heading className={titleClass}>
                {interactive ? (
                  <Link href={href} className={titleLink}>
                    {title}
                  </Link>
                ) : (
                  title
                )}
              </Heading>
            ) : null}
            {description ? <p className={descriptionClass}>{description}</p> : null}
          </div>
          {actions ? <div className={actionsClass}>{actions}</div> : null}
        </div>
      ) : null}
      {children != null ? <div className={body}>{children}</div> : null}
      {footer ? <div className={footerClass}>{footer}</div> : null}
    </section>
  );
}
