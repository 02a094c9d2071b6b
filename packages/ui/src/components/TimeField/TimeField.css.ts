import { style } from "@vanilla-extract/css";

/**
 * Here the segments themselves are the box: no gap between them (the box's gap is for icons and
 * buttons) and one line like a text input.
 */
export const timeInput = style({ gap: 0, flexWrap: "nowrap" });
