export { CheckboxGroup, type CheckboxGroupProps } from "./CheckboxGroup";
export * from "./checkboxGroupOrientations";
