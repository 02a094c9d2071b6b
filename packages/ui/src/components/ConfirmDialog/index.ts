export { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog";
export * from "./confirmDialogTones";
