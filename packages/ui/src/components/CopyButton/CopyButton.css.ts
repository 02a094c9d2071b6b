import { style } from "@vanilla-extract/css";

/** Positions the hidden live region and keeps the button inline. */
export const root = style({ position: "relative", display: "inline-flex", flexShrink: 0 });
