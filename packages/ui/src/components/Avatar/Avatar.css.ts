import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";
import { type AvatarTone, avatarTones } from "./avatarVariants";

export const avatar = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  overflow: "hidden",
  borderRadius: vars.radius.full,
  verticalAlign: "middle",
  userSelect: "none",
});

export const avatarSizeStyles = styleVariants({
  xs: { width: 24, height: 24, fontSize: "0.625rem" },
  sm: { width: 32, height: 32, fontSize: vars.font.size.xs },
  md: { width: 40, height: 40, fontSize: vars.font.size.sm },
  lg: { width: 56, height: 56, fontSize: vars.font.size.lg },
  xl: { width: 80, height: 80, fontSize: vars.font.size.xl },
});

export const image = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const fallback = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "100%",
  height: "100%",
  fontWeight: vars.font.weight.medium,
  lineHeight: 1,
  whiteSpace: "nowrap",
});

export const fallbackTones = styleVariants(
  Object.fromEntries(
    avatarTones.map((tone) => [
      tone,
      { backgroundColor: vars.color[tone].subtle, color: vars.color[tone].text },
    ]),
  ) as Record<AvatarTone, { backgroundColor: string; color: string }>,
);
