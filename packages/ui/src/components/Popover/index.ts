export {
  Popover,
  PopoverDialog,
  type PopoverDialogProps,
  type PopoverProps,
  PopoverTrigger,
  type PopoverTriggerProps,
} from "./Popover";
export * from "./popoverPlacements";
