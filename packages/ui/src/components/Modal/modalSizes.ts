/**
 * Allowed widths of a Modal. `fullscreen-on-mobile` is `md` on wide screens and fills the whole
 * viewport on narrow ones (long forms on a phone).
 */
export const modalSizes = ["sm", "md", "lg", "fullscreen-on-mobile"] as const;
export type ModalSize = (typeof modalSizes)[number];
