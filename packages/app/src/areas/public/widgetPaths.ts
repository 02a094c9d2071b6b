/**
 * The widget's own addresses. Each carries the embedding page's options (and the frame's id) on
 * to the next, and the checkout's session: inside a frame on another site the browser keeps no
 * cookie of ours, so the address is what ties the steps to the reservation.
 */
export const widgetSessionParameter = "session_identifier";

/** The widget's query without its session: what every widget address carries on. */
export function widgetCarriedQuery(search: string): URLSearchParams {
  const query = new URLSearchParams(search);
  query.delete(widgetSessionParameter);
  return query;
}

/** `/widget/{eventId}`, with the options of `search`. */
export function widgetPath(eventId: number, search: string): string {
  const query = widgetCarriedQuery(search).toString();
  return `/widget/${eventId}${query ? `?${query}` : ""}`;
}

export type WidgetCheckoutStep = "details" | "payment" | "summary";

/** A checkout step inside the widget, with the options of `search` and the checkout's session. */
export function widgetCheckoutPath(
  eventId: number,
  shortId: string,
  step: WidgetCheckoutStep,
  search: string,
  session: string | null | undefined,
): string {
  const query = widgetCarriedQuery(search);
  if (session) query.set(widgetSessionParameter, session);
  const text = query.toString();
  return `/widget/${eventId}/checkout/${encodeURIComponent(shortId)}/${step}${text ? `?${text}` : ""}`;
}
