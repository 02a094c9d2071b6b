export { Button, type ButtonProps } from "./Button";
export * from "./buttonVariants";
