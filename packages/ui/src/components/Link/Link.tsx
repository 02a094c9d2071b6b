import type { Ref } from "react";
import { Link as AriaLink, type LinkProps as AriaLinkProps, composeRenderProps } from "react-aria-components";
import { cx } from "../../classNames";
import { useUiStrings } from "../../i18n/strings";
import { link, linkVariant } from "./Link.css";
import type { LinkVariant } from "./linkVariants";
import { NewTabMark } from "./NewTabMark";

export type LinkProps = AriaLinkProps & {
  /** `inline` for links inside running text (always underlined), `standalone` for links on their own. */
  variant?: LinkVariant;
  /** Opens in a new tab, safely, and says so to every user. */
  isExternal?: boolean;
  /** Overrides the hidden "(opens in a new tab)" announcement of external links. */
  opensInNewTabLabel?: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link in the brand's link colour. Client-side routing follows react-aria's RouterProvider. */
export function Link({
  variant = "inline",
  isExternal = false,
  opensInNewTabLabel,
  className,
  children,
  target,
  rel,
  ...rest
}: LinkProps) {
  const strings = useUiStrings();
  const newTabLabel = opensInNewTabLabel ?? strings.opensInNewTab;
  return (
    <AriaLink
      {...rest}
      target={isExternal ? "_blank" : target}
      // A new tab must not get a handle on this page (reverse tabnabbing) nor learn where it came from.
      rel={isExternal ? "noopener noreferrer" : rel}
      className={composeRenderProps(className, (custom) => cx(link, linkVariant[variant], custom))}
    >
      {composeRenderProps(children, (content) =>
        isExternal ? (
          <>
            {content}
            <NewTabMark label={newTabLabel} />
          </>
        ) : (
          content
        ),
      )}
    </AriaLink>
  );
}
