export { COPY_FEEDBACK_DURATION, CopyButton, type CopyButtonProps } from "./CopyButton";
