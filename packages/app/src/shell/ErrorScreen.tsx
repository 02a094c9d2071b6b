import { useCurrentUser } from "@varco/domain/swr";
import { Box } from "@varco/ui";
import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router-dom";
import { ResultView } from "./ResultView";
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
  const { pathname } = useLocation();
  const way = useWayHome(pathname);
  return <ResultView variant={variant} pathname={pathname} way={way} />;
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
