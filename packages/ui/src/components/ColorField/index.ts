export { ColorField, type ColorFieldProps } from "./ColorField";
