import { authRedirectFor, safeReturnPath } from "@varco/domain";

/** Where the page a visitor was sent away from is kept until they have signed in (this tab only). */
export const returnPathKey = "varco.returnTo";

type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function sessionStore(): SessionStore | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * An authenticated call answered 401 or 403: the session is gone or never was. Unless the page is
 * public, remember it and go to the login page. Answers whether it redirected.
 */
export function redirectToLogin(
  location: string,
  navigate: (to: string) => void,
  storage: SessionStore | undefined = sessionStore(),
): boolean {
  const decision = authRedirectFor(location);
  if (!decision.redirect) return false;
  try {
    // From "/" there is nothing to come back to: after login the default page is the same place.
    if (decision.returnTo === "/") storage?.removeItem(returnPathKey);
    else storage?.setItem(returnPathKey, decision.returnTo);
  } catch {
    // Without storage the visitor lands on the default page after login.
  }
  navigate(decision.to);
  return true;
}

/**
 * Where to go after signing in: the remembered page when it is certainly one of ours, else
 * /manage/events (the domain's `safeReturnPath`). The remembered page is used once.
 */
export function takeReturnPath(storage: SessionStore | undefined = sessionStore()): string {
  let saved: string | null = null;
  try {
    saved = storage?.getItem(returnPathKey) ?? null;
    storage?.removeItem(returnPathKey);
  } catch {
    saved = null;
  }
  return safeReturnPath(saved);
}
