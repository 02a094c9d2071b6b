import { ExternalLink } from "lucide-react";
import { visuallyHidden } from "../../theme/theme.css";
import { externalIcon } from "./Link.css";

/** What follows a link that opens in a new tab: an icon, and the words that say so to screen readers. */
export function NewTabMark({ label }: { label: string }) {
  return (
    <>
      {/* A real space, so every name computation separates the two phrases. */}{" "}
      <ExternalLink className={externalIcon} aria-hidden focusable="false" />
      <span className={visuallyHidden}>{label}</span>
    </>
  );
}
