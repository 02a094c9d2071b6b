import { Box, type BoxProps, Inline, type InlineProps } from "@varco/ui";
import type { ReactNode } from "react";
import { PlatformFooter } from "./PlatformFooter";
import { usePagePreview } from "./RuntimeConfigContext";

export interface SiteFrameProps {
  /** The page's path (the footer's variant depends on it). */
  pathname: string;
  /**
   * The language switch at the top: the app's own switch where the app runs, links to the same
   * page in each language where the server drew it (they work without JavaScript).
   */
  languageSwitch: ReactNode;
  /** What follows the content (the server-drawn pages' list of languages). */
  after?: ReactNode;
  children?: ReactNode;
}

/** The header: the switch alone at its end, or after a brand at its start. */
const headers = {
  plain: { justify: "end" },
  branded: { justify: "between", align: "end", gap: "md" },
} as const satisfies Record<string, InlineProps>;

/** The content's column: wide for an event or a ticket, narrow for a sign-in form. */
const columns = {
  wide: { paddingY: "lg", maxWidth: "xxxl" },
  narrow: { paddingY: "xl", maxWidth: "lg" },
} as const satisfies Record<string, BoxProps>;

/**
 * The frame of the pages outside the signed-in app (public pages, sign-in pages): a header with
 * the language switch, the content in one column, the powered-by footer.
 */
export function SiteFrame({
  pathname,
  languageSwitch,
  after,
  brand,
  column,
  children,
}: SiteFrameProps & { brand?: ReactNode; column: keyof typeof columns }) {
  // A preview lies inside a screen's own main part: the page's is then a plain block.
  const preview = usePagePreview();
  return (
    <>
      <Inline as="header" {...headers[brand ? "branded" : "plain"]} paddingX="lg" paddingY="md">
        {brand}
        <Box width="sm">{languageSwitch}</Box>
      </Inline>
      <Box as={preview ? "div" : "main"} paddingX="md" {...columns[column]} grow width="full" marginX="auto">
        {children}
      </Box>
      {after}
      <PlatformFooter pathname={pathname} />
    </>
  );
}
