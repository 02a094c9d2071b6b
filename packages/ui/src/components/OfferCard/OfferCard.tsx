import type { ComponentPropsWithRef, ReactNode } from "react";
import { cx } from "../../classNames";
import {
  card,
  disclosure,
  header,
  highlighted as highlightedClass,
  pill,
  summary,
  titleRow,
} from "./OfferCard.css";

export type OfferCardProps = Omit<ComponentPropsWithRef<"li">, "title"> & {
  /** The element: an item of a list by default (put the cards in a `<ul>`). */
  as?: "li" | "div" | "article";
  /** The offer's name: a Heading at the page's level. */
  title: ReactNode;
  /** Set apart from the others in the brand's colour. */
  highlighted?: boolean;
  /** A short message shown next to the title as a pill ("Best value"); only when highlighted. */
  highlight?: ReactNode;
  /** Under the title, before the rest. */
  description?: ReactNode;
  /**
   * Starts folded: only the title row shows, and the rest opens with it (a native disclosure, so it
   * works before any script runs and with the keyboard).
   */
  collapsed?: boolean;
};

/**
 * One offer among others (a ticket on an event's page): its title, a highlight if any, a
 * description, then what the caller puts in (prices, quantities). Plain HTML, no state.
 */
export function OfferCard({
  as = "li",
  title,
  highlighted = false,
  highlight,
  description,
  collapsed = false,
  className,
  children,
  ...rest
}: OfferCardProps) {
  // One element's props for the three: they take the same attributes.
  const Element = as as "li";
  const titled = (
    <div className={titleRow}>
      {title}
      {highlighted && highlight ? <span className={pill}>{highlight}</span> : null}
    </div>
  );
  return (
    <Element {...rest} className={cx(card, highlighted && highlightedClass, className)}>
      {collapsed ? (
        <details className={disclosure}>
          <summary className={summary}>{titled}</summary>
          <div className={header}>{description}</div>
          {children}
        </details>
      ) : (
        <>
          <div className={header}>
            {titled}
            {description}
          </div>
          {children}
        </>
      )}
    </Element>
  );
}
