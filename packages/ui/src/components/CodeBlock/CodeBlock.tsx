import type { CSSProperties, Ref } from "react";
import { cx } from "../../classNames";
import { useUiStrings } from "../../i18n/strings";
import { CopyButton } from "../CopyButton/CopyButton";
import { ScrollArea } from "../ScrollArea/ScrollArea";
import { codeBlock, code as codeClass, header, languageLabel, pre } from "./CodeBlock.css";

export type CodeBlockProps = {
  /** The code, shown as is (whitespace kept) and copied verbatim. */
  code: string;
  /** A label such as "HTML" or "JSON", shown above the code. */
  language?: string;
  /** Names the scrollable code region; "Code" in the current locale by default. */
  "aria-label"?: string;
  /** Overrides the copy button's "Copy". */
  copyLabel?: string;
  /** Overrides "Copied". */
  copiedLabel?: string;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
};

/**
 * Preformatted code (embed snippets, API keys, webhooks) in the mono font, with a copy button.
 * Long lines scroll sideways; the scrolling region takes keyboard focus so arrows scroll it.
 */
export function CodeBlock({
  code,
  language,
  "aria-label": ariaLabel,
  copyLabel,
  copiedLabel,
  className,
  style,
  ref,
}: CodeBlockProps) {
  const strings = useUiStrings();
  return (
    <div ref={ref} className={cx(codeBlock, className)} style={style}>
      <div className={header}>
        {language ? <span className={languageLabel}>{language}</span> : <span />}
        <CopyButton value={code} iconOnly label={copyLabel} copiedLabel={copiedLabel} />
      </div>
      <ScrollArea orientation="horizontal" aria-label={ariaLabel ?? strings.code}>
        <pre className={pre} data-language={language}>
          <code className={codeClass}>{code}</code>
        </pre>
      </ScrollArea>
    </div>
  );
}
