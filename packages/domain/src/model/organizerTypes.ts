// What the API client needs of organizers at run time, without zod.

/** The header that carries a PASSWORD_PROTECTED organizer page's password, percent-encoded. */
export const homepagePasswordHeader = "X-Homepage-Password";
