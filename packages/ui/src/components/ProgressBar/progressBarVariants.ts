/** Allowed values of ProgressBar's props, shared by the component, its styles and its stories. */
export const progressBarTones = [
  "primary",
  "secondary",
  "neutral",
  "success",
  "warning",
  "danger",
  "info",
] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];

export const progressBarSizes = ["sm", "md"] as const;
export type ProgressBarSize = (typeof progressBarSizes)[number];
