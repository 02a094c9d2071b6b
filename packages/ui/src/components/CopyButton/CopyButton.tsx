import { Check, Copy } from "lucide-react";
import { type CSSProperties, type Ref, useEffect, useRef, useState } from "react";
import { cx } from "../../classNames";
import { useUiStrings } from "../../i18n/strings";
import { visuallyHidden } from "../../theme/theme.css";
import { Button, type ButtonSize, type ButtonTone } from "../Button";
import { IconButton } from "../IconButton/IconButton";
import { root } from "./CopyButton.css";

/** How long "Copied" stays after a successful copy. */
export const COPY_FEEDBACK_DURATION = 2000;

const iconPixels: Record<ButtonSize, number> = { sm: 16, md: 18, lg: 20 };

export type CopyButtonProps = {
  /** The text put on the clipboard. */
  value: string;
  /** Overrides "Copy". */
  label?: string;
  /** Overrides "Copied". */
  copiedLabel?: string;
  /** Show only the icon (the label still names the button). */
  iconOnly?: boolean;
  size?: ButtonSize;
  tone?: ButtonTone;
  isDisabled?: boolean;
  /** Called after the value reached the clipboard. */
  onCopy?: (value: string) => void;
  /** Called when the clipboard refused the value (permissions, insecure page, no clipboard). */
  onCopyError?: (error: unknown) => void;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLSpanElement>;
};

/**
 * Copies `value` to the clipboard, then shows and announces "Copied" for two seconds. When the
 * clipboard is unavailable nothing changes on screen and `onCopyError` is told.
 */
export function CopyButton({
  value,
  label,
  copiedLabel,
  iconOnly = false,
  size = "sm",
  tone = "neutral",
  isDisabled,
  onCopy,
  onCopyError,
  className,
  style,
  ref,
}: CopyButtonProps) {
  const strings = useUiStrings();
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copy = async () => {
    try {
      // Throws when there is no clipboard (insecure context, old browser) as well as on refusal.
      await navigator.clipboard.writeText(value);
    } catch (error) {
      onCopyError?.(error);
      return;
    }
    setCopied(true);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_DURATION);
    onCopy?.(value);
  };

  const copyLabel = label ?? strings.copy;
  const doneLabel = copiedLabel ?? strings.copied;
  const GlyphIcon = copied ? Check : Copy;
  const glyph = <GlyphIcon size={iconPixels[size]} focusable="false" />;

  const button = iconOnly ? (
    <IconButton
      aria-label={copyLabel}
      showTitle
      variant="subtle"
      tone={tone}
      size={size}
      isDisabled={isDisabled}
      onPress={copy}
    >
      {glyph}
    </IconButton>
  ) : (
    <Button variant="subtle" tone={tone} size={size} isDisabled={isDisabled} onPress={copy} iconStart={glyph}>
      {copied ? doneLabel : copyLabel}
    </Button>
  );

  return (
    <span ref={ref} className={cx(root, className)} style={style} data-copied={copied || undefined}>
      {button}
      {/* Always in the DOM so screen readers are listening before the text arrives. */}
      <span className={visuallyHidden} aria-live="polite">
        {copied ? doneLabel : ""}
      </span>
    </span>
  );
}
