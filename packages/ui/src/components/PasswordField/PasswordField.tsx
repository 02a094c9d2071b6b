import { Eye, EyeOff } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { mergeRefs } from "react-aria";
import { Button as AriaButton } from "react-aria-components";
import { cx } from "../../classNames";
import { useUiStrings } from "../../i18n/strings";
import { fieldButton } from "../Field";
import { TextField, type TextFieldProps } from "../TextField";
import { revealButton } from "./PasswordField.css";

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "action"> & {
  /** "current-password" (sign in, the default) or "new-password" (sign up, change password). */
  autoComplete?: "current-password" | "new-password" | (string & {});
  /** Name of the toggle while the password is hidden; defaults to "Show password" in the locale. */
  showPasswordLabel?: string;
  /** Name of the toggle while the password is shown; defaults to "Hide password" in the locale. */
  hidePasswordLabel?: string;
};

/**
 * A password input with a button that shows or hides what was typed. The button's name says
 * what pressing it will do; a mouse or touch press leaves the caret in the input.
 */
export function PasswordField({
  autoComplete = "current-password",
  showPasswordLabel,
  hidePasswordLabel,
  inputRef,
  isDisabled,
  ...rest
}: PasswordFieldProps) {
  const strings = useUiStrings();
  const [isRevealed, setRevealed] = useState(false);
  const ownInputRef = useRef<HTMLInputElement>(null);
  const mergedInputRef = useMemo(() => mergeRefs(ownInputRef, inputRef), [inputRef]);
  const toggleLabel = isRevealed
    ? (hidePasswordLabel ?? strings.hidePassword)
    : (showPasswordLabel ?? strings.showPassword);
  return (
    <TextField
      {...rest}
      isDisabled={isDisabled}
      inputRef={mergedInputRef}
      type={isRevealed ? "text" : "password"}
      autoComplete={autoComplete}
      action={
        <AriaButton
          className={cx(fieldButton, revealButton)}
          aria-label={toggleLabel}
          isDisabled={isDisabled}
          // A pointer press must not pull focus out of the input the user is typing in.
          preventFocusOnPress
          onPress={(event) => {
            setRevealed((revealed) => !revealed);
            if (
              event.pointerType === "mouse" ||
              event.pointerType === "touch" ||
              event.pointerType === "pen"
            ) {
              ownInputRef.current?.focus();
            }
          }}
        >
          {isRevealed ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
        </AriaButton>
      }
    />
  );
}
