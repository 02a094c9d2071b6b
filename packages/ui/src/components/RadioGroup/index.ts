export { Radio, type RadioProps } from "./Radio";
export { RadioGroup, type RadioGroupProps } from "./RadioGroup";
export * from "./radioGroupOrientations";
