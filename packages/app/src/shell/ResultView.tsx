import { Trans, useLingui } from "@lingui/react/macro";
import { Link, ResultPage } from "@varco/ui";
import { PlatformFooter } from "./PlatformFooter";
import { usePageDescription, usePageTitle, useRuntimeConfig } from "./RuntimeConfigContext";
import type { WayHome } from "./wayHome";

export interface ResultViewProps {
  variant: "notFound" | "error";
  /** The address that led here (the footer's variant depends on it). */
  pathname: string;
  /** Where the button leads: worked out by the caller (the app from what it knows, the server from the request). */
  way: WayHome;
}

/**
 * "Page not found" or "Something went wrong", each with its own title and meta description; the
 * logo at 140 px, a gradient button home, the powered-by footer unless licensed.
 */
export function ResultView({ variant, pathname, way }: ResultViewProps) {
  const { t } = useLingui();
  const { appName, logoDarkUrl, logoLightUrl, supportEmail } = useRuntimeConfig();
  const text =
    variant === "notFound"
      ? {
          heading: t`Page not found`,
          description: t`The page you are looking for does not exist or has been moved.`,
        }
      : {
          heading: t`Something went wrong`,
          description: t`An unexpected error occurred. Try again in a moment.`,
        };
  usePageTitle(text.heading);
  usePageDescription(text.description);
  const wayLabels: Record<WayHome["kind"], string> = {
    events: t`Go to your events`,
    organizer: t`Go to the organiser's page`,
    event: t`Go to the event's page`,
    back: t`Back to the previous page`,
    home: t`Go to the home page`,
    none: "",
  };
  return (
    <ResultPage
      variant={variant}
      logo={{ alt: appName, darkSrc: logoDarkUrl, lightSrc: logoLightUrl }}
      heading={text.heading}
      description={
        variant === "error" && supportEmail ? (
          <>
            {text.description}{" "}
            <Trans>
              If it keeps happening, write to <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
            </Trans>
          </>
        ) : (
          text.description
        )
      }
      homeHref={way.href}
      homeLabel={wayLabels[way.kind]}
      footer={<PlatformFooter pathname={pathname} />}
    />
  );
}
