import { Trans, useLingui } from "@lingui/react/macro";
import { useCurrentUser } from "@varco/domain/swr";
import { Box, Link, ResultPage } from "@varco/ui";
import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router-dom";
import { PlatformFooter } from "./PlatformFooter";
import { usePageDescription, usePageTitle, useRuntimeConfig } from "./RuntimeConfigContext";
import { type WayHome, wayHomeOf } from "./wayHome";

/** Whether an error means "there is nothing at this address" rather than "something broke". */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/**
 * The router's error screen: a 404 variant for addresses with nothing behind them and
 * a generic one for anything else, each with its own title and meta description; the logo at
 * 140 px, a gradient button home, the powered-by footer unless licensed. The error is logged.
 */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ResultMain variant={isNotFound(error) ? "notFound" : "error"} />;
}

/** The result page as the page's `main` landmark, taking the screen's spare height. */
export function ResultMain({ variant }: { variant: "notFound" | "error" }) {
  return (
    <Box as="main" grow>
      <ResultScreen variant={variant} />
    </Box>
  );
}

/**
 * The result page alone, for screens that find out themselves that what they show is missing.
 * The caller puts it in the page's `main` landmark.
 */
export function ResultScreen({ variant }: { variant: "notFound" | "error" }) {
  const { t } = useLingui();
  const { appName, logoDarkUrl, logoLightUrl, supportEmail } = useRuntimeConfig();
  const { pathname } = useLocation();
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
  const way = useWayHome(pathname);
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

/**
 * The way out for whoever is here. Whether someone is signed in comes from what the app already
 * knows (the signed-in areas load the user): asking the server here would send a visitor on an
 * unknown address to the login page before they read that the page does not exist.
 */
function useWayHome(pathname: string): WayHome {
  const { data: user } = useCurrentUser({
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return wayHomeOf({
    signedIn: user !== undefined,
    pathname,
    referrer: typeof document === "undefined" ? "" : document.referrer,
    origin: typeof window === "undefined" ? "" : window.location.origin,
  });
}

/** An address inside a signed-in area that matches none of its pages: the area's frame stays. */
export function NotFoundInArea() {
  return <ResultScreen variant="notFound" />;
}

/** Thrown by the catch-all route, so unknown addresses reach the error screen as a 404. */
export function notFound(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}
