import type { Route } from "./route";

/**
 * What a route asks of the caller's session, as `GET /api/openapi.json` tells clients: `required`
 * (no session answers 401), `optional` (a session is honoured when sent, e.g. a member previewing
 * a draft page, or signing out) or nothing (public). The middleware that reads the session says
 * it once (`authenticated()`, `optionallyAuthenticated()` in modules/auth/session.ts), so every
 * route behind it is documented without a word of its own.
 */
export type SessionUse = "required" | "optional";

const sessionUses = new WeakMap<object, SessionUse>();

/** Marks a middleware (or a route that reads the session itself) with the session it asks for. */
export function documentedSessionUse<Marked extends object>(marked: Marked, use: SessionUse): Marked {
  sessionUses.set(marked, use);
  return marked;
}

/** The session the route asks for: `required` wins over `optional`; undefined when public. */
export function sessionUseOf(route: Route): SessionUse | undefined {
  const uses = [route, ...(route.middleware ?? [])].map((marked) => sessionUses.get(marked));
  if (uses.includes("required")) return "required";
  if (uses.includes("optional")) return "optional";
  return undefined;
}

/** The names of the two schemes in `components.securitySchemes`. */
export const sessionCookieScheme = "sessionCookie";
export const bearerTokenScheme = "bearerToken";

/** `components.securitySchemes`: the same opaque session token, in the cookie or as a bearer token. */
export function securitySchemesOf(cookieName: string) {
  return {
    [sessionCookieScheme]: {
      type: "apiKey",
      in: "cookie",
      name: cookieName,
      description:
        "The session token in the cookie sign-in sets (httpOnly, SameSite=Lax): how the browser app signs its requests.",
    },
    [bearerTokenScheme]: {
      type: "http",
      scheme: "bearer",
      description:
        "The same session token as `Authorization: Bearer <token>`, for API clients: an opaque string (not a JWT) " +
        "from the `token` of POST /auth/login or its `X-Auth-Token` header, valid 30 days, sliding.",
    },
  };
}

/** An operation's `security`: either scheme; with `{}` first when signing in is optional; `[]` when public. */
export function operationSecurityOf(use: SessionUse | undefined): Record<string, string[]>[] {
  const either: Record<string, string[]>[] = [{ [sessionCookieScheme]: [] }, { [bearerTokenScheme]: [] }];
  if (use === "required") return either;
  if (use === "optional") return [{}, ...either];
  return [];
}
