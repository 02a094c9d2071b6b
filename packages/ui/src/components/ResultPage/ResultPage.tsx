import { Home } from "lucide-react";
import type { CSSProperties, ReactNode, Ref } from "react";
import { Link } from "react-aria-components";
import { cx } from "../../classNames";
import { useUiStrings } from "../../i18n/strings";
import { button } from "../Button/Button.css";
import { Heading } from "../Heading/Heading";
import { Logo, type LogoProps } from "../Logo/Logo";
import {
  action,
  body,
  description as descriptionClass,
  footerSlot,
  homeIcon,
  logoSlot,
  page,
} from "./ResultPage.css";
import type { ResultPageVariant } from "./resultPageVariants";

/** Every result page shows the logo at the same 140 px, whatever the brand's artwork. */
const RESULT_LOGO_WIDTH = 140;

export type ResultPageProps = {
  /** `notFound` for a missing page (404), `error` for anything else that went wrong. */
  variant?: ResultPageVariant;
  /** The reseller's logo, shown above the heading. */
  logo?: Omit<LogoProps, "width" | "className" | "style" | "ref">;
  /** Overrides the heading ("Page not found" / "Something went wrong" in the current locale). */
  heading?: ReactNode;
  /** Overrides the explanation under the heading. */
  description?: ReactNode;
  /** Where the home button goes; null shows no button (there is nowhere useful to send the visitor). */
  homeHref?: string | null;
  /** Overrides the home button's label ("Go to the home page"). */
  homeLabel?: string;
  /** Shown at the bottom, e.g. a PoweredByFooter. */
  footer?: ReactNode;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
};

/** The content of a "page not found" or "something went wrong" screen, with a way back home. */
export function ResultPage({
  variant = "notFound",
  logo,
  heading,
  description,
  homeHref = "/",
  homeLabel,
  footer,
  className,
  style,
  ref,
}: ResultPageProps) {
  const strings = useUiStrings();
  const defaults =
    variant === "notFound"
      ? { heading: strings.notFound, description: strings.notFoundDescription }
      : { heading: strings.error, description: strings.errorDescription };
  return (
    <div ref={ref} className={cx(page, className)} style={style} data-variant={variant}>
      <div className={body}>
        {logo ? (
          <div className={logoSlot}>
            <Logo {...logo} width={RESULT_LOGO_WIDTH} />
          </div>
        ) : null}
        <Heading level={1} size="xxl">
          {heading ?? defaults.heading}
        </Heading>
        <p className={descriptionClass}>{description ?? defaults.description}</p>
        {homeHref === null ? null : (
          <Link href={homeHref} className={cx(button({ variant: "gradient", size: "lg" }), action)}>
            <span className={homeIcon} aria-hidden>
              <Home size={20} focusable="false" />
            </span>
            {homeLabel ?? strings.home}
          </Link>
        )}
      </div>
      {footer ? <div className={footerSlot}>{footer}</div> : null}
    </div>
  );
}
