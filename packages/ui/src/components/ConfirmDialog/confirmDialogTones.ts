/** Allowed tones of a ConfirmDialog: `danger` for actions that destroy or cannot be undone. */
export const confirmDialogTones = ["primary", "danger"] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];
