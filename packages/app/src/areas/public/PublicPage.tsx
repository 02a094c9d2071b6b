import { Box, Inline } from "@varco/ui";
import type { ReactNode } from "react";
import { PlatformFooter } from "../../shell/PlatformFooter";

export interface PublicPageProps {
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

/** The frame of a public page: a language switch, the content, the powered-by footer. */
export function PublicPage({ pathname, languageSwitch, after, children }: PublicPageProps) {
  return (
    <>
      <Inline as="header" justify="end" paddingX="lg" paddingY="md">
        <Box width="sm">{languageSwitch}</Box>
      </Inline>
      <Box as="main" paddingX="md" paddingY="lg" grow width="full" maxWidth="xxxl" marginX="auto">
        {children}
      </Box>
      {after}
      <PlatformFooter pathname={pathname} />
    </>
  );
}

/** A positive whole-number id from the address, or null. */
export function idFromPath(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/u.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
