import { matchRoutes } from "react-router-dom";
import { appRoutes } from "../router";

/**
 * What the app has at an address: a screen (`screen`), nothing inside a signed-in area, which the
 * area shows as not found within its navigation (`unknownInArea`), or nothing at all (`unknown`).
 * The server answers the last two with 404, so a mistyped or dead link is not a page to
 * search engines and link checkers.
 */
export type AppAddress = "screen" | "unknownInArea" | "unknown";

export function appAddressOf(pathname: string): AppAddress {
  const matches = matchRoutes(appRoutes, pathname);
  const deepest = matches?.at(-1)?.route;
  if (deepest?.path !== "*") return "screen";
  return matches && matches.length > 2 ? "unknownInArea" : "unknown";
}
