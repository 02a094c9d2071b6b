import { style, styleVariants } from "@vanilla-extract/css";
import type { StackAlign, StackJustify } from "./stackVariants";

export const stack = style({ display: "flex", flexDirection: "column" });

export const stackAlign = styleVariants({
  start: { alignItems: "flex-start" },
  center: { alignItems: "center" },
  end: { alignItems: "flex-end" },
  stretch: { alignItems: "stretch" },
} satisfies Record<StackAlign, object>);

export const stackJustify = styleVariants({
  start: { justifyContent: "flex-start" },
  center: { justifyContent: "center" },
  end: { justifyContent: "flex-end" },
  between: { justifyContent: "space-between" },
} satisfies Record<StackJustify, object>);
