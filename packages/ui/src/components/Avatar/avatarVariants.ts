import { paletteNames } from "../../theme/tokens";

/** Allowed values of Avatar's props, shared by the component, its styles and its stories. */
export const avatarSizes = ["xs", "sm", "md", "lg", "xl"] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** Any palette can colour the initials' background. */
export const avatarTones = paletteNames;
export type AvatarTone = (typeof avatarTones)[number];
