export { type ClassNamePart, cx } from "./cx";
