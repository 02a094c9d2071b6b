import { ChevronRight } from "lucide-react";
import type { CSSProperties, ReactNode, Ref } from "react";
import {
  Breadcrumb as AriaBreadcrumb,
  type BreadcrumbProps as AriaBreadcrumbProps,
  Breadcrumbs as AriaBreadcrumbs,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
  composeRenderProps,
  Link,
  type LinkProps,
} from "react-aria-components";
import { cx } from "../../classNames";
import { useUiStrings } from "../../i18n/strings";
import { crumbLink, item, list, nav, separator } from "./Breadcrumbs.css";

export type BreadcrumbsProps<T extends object> = Omit<
  AriaBreadcrumbsProps<T>,
  "className" | "style" | "aria-label"
> & {
  /** Names the navigation landmark; "Breadcrumbs" in the current locale by default. */
  "aria-label"?: string;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLElement>;
};

/**
 * The trail from the home page to the current one, in a navigation landmark. The last crumb is
 * the current page: react-aria marks it `aria-current="page"` and it is not a link.
 */
export function Breadcrumbs<T extends object>({
  "aria-label": ariaLabel,
  className,
  style,
  ref,
  ...rest
}: BreadcrumbsProps<T>) {
  const strings = useUiStrings();
  const label = ariaLabel ?? strings.breadcrumbs;
  return (
    <nav ref={ref} aria-label={label} className={cx(nav, className)} style={style}>
      {/* The list repeats the landmark's name so both speak the same language. */}
      <AriaBreadcrumbs {...rest} aria-label={label} className={list} />
    </nav>
  );
}

export type BreadcrumbProps = Omit<AriaBreadcrumbProps, "children"> &
  Pick<LinkProps, "href" | "routerOptions" | "target" | "rel"> & {
    children: ReactNode;
  };

/** One step of the trail: a link followed by a chevron (hidden after the current page). */
export function Breadcrumb({
  href,
  routerOptions,
  target,
  rel,
  children,
  className,
  ...rest
}: BreadcrumbProps) {
  return (
    <AriaBreadcrumb {...rest} className={composeRenderProps(className, (custom) => cx(item, custom))}>
      <Link href={href} routerOptions={routerOptions} target={target} rel={rel} className={crumbLink}>
        {children}
      </Link>
      <span className={separator} aria-hidden>
        <ChevronRight size={14} focusable="false" />
      </span>
    </AriaBreadcrumb>
  );
}
