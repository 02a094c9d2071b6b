import type { CSSProperties, Ref } from "react";
import { cx } from "../../classNames";
import { useUiStrings } from "../../i18n/strings";
import { link, linkVariant } from "../Link/Link.css";
import { NewTabMark } from "../Link/NewTabMark";
import { footer, footerVariant } from "./PoweredByFooter.css";
import type { PoweredByFooterVariant } from "./poweredByFooterVariants";

export type PoweredByFooterProps = {
  /** The words before the provider's name; "Powered by" in the current locale by default. */
  text?: string;
  /** The provider's name, shown as the link. */
  providerName: string;
  /** The provider's site. */
  href: string;
  /** `page` under a full page, `widget` compact for embedded widgets. */
  variant?: PoweredByFooterVariant;
  /** Open the provider's site in a new tab (the default: it leaves the reseller's app). */
  isExternal?: boolean;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLElement>;
};

/**
 * "<text> <provider>" credit under a page or widget. Whether it shows (licence) is the app's call;
 * this only renders it.
 */
export function PoweredByFooter({
  text,
  providerName,
  href,
  variant = "page",
  isExternal = true,
  className,
  style,
  ref,
}: PoweredByFooterProps) {
  const strings = useUiStrings();
  return (
    <footer
      ref={ref}
      className={cx(footer, footerVariant[variant], className)}
      style={style}
      data-variant={variant}
    >
      {text ?? strings.poweredBy}{" "}
      {/* A plain anchor: the footer of the lightest pages (an embedded widget) needs no more. */}
      <a
        href={href}
        className={cx(link, linkVariant.inline)}
        {...(isExternal ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {providerName}
        {isExternal ? <NewTabMark label={strings.opensInNewTab} /> : null}
      </a>
    </footer>
  );
}
