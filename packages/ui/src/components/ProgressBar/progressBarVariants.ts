import { rolePalettes } from "../../theme/paletteGroups";

/** Allowed values of ProgressBar's props, shared by the component, its styles and its stories. */

/** The palettes with a role (brand, neutral, statuses); the accent hues are Badge's and Avatar's. */
export const progressBarTones = rolePalettes;
export type ProgressBarTone = (typeof progressBarTones)[number];

export const progressBarSizes = ["sm", "md"] as const;
export type ProgressBarSize = (typeof progressBarSizes)[number];
