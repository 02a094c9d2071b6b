/** The parameter that picks a server-drawn page's language (kept by the server in a cookie). */
export const languageParameter = "lang";
