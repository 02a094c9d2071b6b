/** Allowed values of Badge's props, shared by the component, its styles and its stories. */
export const badgeTones = [
  "neutral",
  "primary",
  "secondary",
  "success",
  "warning",
  "danger",
  "info",
  // Order statuses (SPEC): orange, red and teal badges.
  "orange",
  "red",
  "teal",
] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badgeVariants = ["subtle", "solid", "outline"] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export const badgeSizes = ["sm", "md"] as const;
export type BadgeSize = (typeof badgeSizes)[number];
