export { Switch, type SwitchProps } from "./Switch";
export * from "./switchLabelPlacements";
