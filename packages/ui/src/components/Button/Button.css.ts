import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { pressable } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";
import { actionToneStyles } from "./actionToneStyles";
import { type ButtonTone, buttonTones } from "./buttonVariants";

export const button = recipe({
  base: {
    ...pressable,
    gap: vars.space.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: "none",
    // Never wider than its container: a label that does not fit on one line (a long one, on a
    // phone) wraps inside the button instead of running off the screen.
    maxWidth: "100%",
    textAlign: "center",
    transitionProperty: "background-color, border-color, color, box-shadow, filter",
    selectors: { ...pressable.selectors, "&[data-pending]": { cursor: "progress" } },
  },
  variants: {
    variant: { solid: {}, outline: {}, subtle: {}, gradient: {} },
    tone: Object.fromEntries(buttonTones.map((tone) => [tone, {}])) as Record<ButtonTone, object>,
    size: {
      sm: { minHeight: 32, paddingInline: vars.space.md, fontSize: vars.font.size.sm },
      md: { minHeight: 40, paddingInline: vars.space.lg, fontSize: vars.font.size.md },
      lg: { minHeight: 48, paddingInline: vars.space.xl, fontSize: vars.font.size.lg },
    },
    fullWidth: { true: { width: "100%" }, false: {} },
  },
  compoundVariants: [
    ...buttonTones.flatMap((tone) =>
      (["solid", "outline", "subtle"] as const).map((variant) => ({
        variants: { tone, variant },
        style: actionToneStyles(tone)[variant],
      })),
    ),
    // The gradient is a brand flourish: primary → secondary, whatever the tone.
    ...buttonTones.map((tone) => ({
      variants: { tone, variant: "gradient" as const },
      style: {
        backgroundImage: `linear-gradient(135deg, ${vars.color.gradient.start}, ${vars.color.gradient.end})`,
        color: vars.color.gradient.onGradient,
        selectors: {
          "&[data-hovered]": { boxShadow: vars.shadow.md },
          "&[data-pressed]": { boxShadow: "none" },
        },
      },
    })),
  ],
  defaultVariants: { variant: "solid", tone: "primary", size: "md", fullWidth: false },
});

/** Keeps the label in place (and the button's width) while the spinner shows. */
export const content = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  // Transparent, not hidden: the label still names the button for assistive technology.
  selectors: { "[data-pending] > &": { opacity: 0 } },
});

export const pendingOverlay = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
});

export const positioned = style({ position: "relative" });

export const icon = style({ display: "inline-flex", flexShrink: 0 });
