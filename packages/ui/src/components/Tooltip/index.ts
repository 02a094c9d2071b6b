export {
  Tooltip,
  type TooltipProps,
  TooltipTrigger,
  type TooltipTriggerProps,
  tooltipCloseDelay,
  tooltipDelay,
} from "./Tooltip";
export * from "./tooltipPlacements";
