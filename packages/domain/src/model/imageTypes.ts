/** The kinds of uploaded image. */
export const imageTypes = [
  "GENERIC",
  "EVENT_COVER",
  "TICKET_LOGO",
  "ORGANIZER_LOGO",
  "ORGANIZER_COVER",
] as const;
export type ImageType = (typeof imageTypes)[number];

/** Images an event holds itself (`POST events/{id}/images`). */
export const eventImageTypes = ["EVENT_COVER", "TICKET_LOGO"] as const;
export type EventImageType = (typeof eventImageTypes)[number];

/** An event image is a cover unless said otherwise. */
export const defaultEventImageType: EventImageType = "EVENT_COVER";
