/**
 * The cookie that carries the session token for the browser app (httpOnly, SameSite=Lax, Path=/,
 * Secure when APP_URL is https). Here rather than in modules/auth because the HTTP layer reads it
 * too: the anonymous fast path (`anonymousPublicHits.ts`) and the OpenAPI document's security
 * schemes (`openapi.ts`). modules/auth/session.ts sets and clears it.
 */
export const sessionCookieName = "token";
