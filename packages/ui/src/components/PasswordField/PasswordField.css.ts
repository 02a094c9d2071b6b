import { style } from "@vanilla-extract/css";

/** Keeps the box's height steady when the reveal button sits in it. */
export const revealButton = style({ flexShrink: 0, marginInlineEnd: -4 });
