import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";
import type { PoweredByFooterVariant } from "./poweredByFooterVariants";

export const footer = style({
  margin: 0,
  color: vars.color.text.muted,
  textAlign: "center",
  overflowWrap: "anywhere",
});

export const footerVariant = styleVariants({
  page: {
    paddingBlock: vars.space.xl,
    paddingInline: vars.space.lg,
    fontSize: vars.font.size.sm,
  },
  // Embedded widgets have little room: one short line.
  widget: {
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    fontSize: vars.font.size.xs,
  },
} satisfies Record<PoweredByFooterVariant, object>);
