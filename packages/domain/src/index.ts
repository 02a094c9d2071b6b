export { initials } from "./rules/initials";
