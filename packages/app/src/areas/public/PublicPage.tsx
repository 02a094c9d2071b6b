import { isApiError } from "@varco/domain";
import { Box, Inline } from "@varco/ui";
import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { DeferredLocaleSwitcher } from "../../shell/DeferredLocaleSwitcher";
import { ResultMain } from "../../shell/ErrorScreen";
import { PlatformFooter } from "../../shell/PlatformFooter";

/** The frame of a public page: a language switch, the content, the powered-by footer. */
export function PublicPage({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <Inline as="header" justify="end" paddingX="lg" paddingY="md">
        <Box width="sm">
          <DeferredLocaleSwitcher />
        </Box>
      </Inline>
      <Box as="main" paddingX="md" paddingY="lg" grow width="full" maxWidth="xxxl" marginX="auto">
        {children}
      </Box>
      <PlatformFooter pathname={pathname} />
    </>
  );
}

/**
 * What a public page shows when its subject cannot be loaded: the not-found result
 * for a 404 (or an address that cannot be an id), the generic one for anything else.
 */
export function PublicFailure({ error }: { error: unknown }) {
  const missing = error === null || (isApiError(error) && error.status === 404);
  return <ResultMain variant={missing ? "notFound" : "error"} />;
}

/** A positive whole-number id from the address, or null. */
export function idFromPath(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/u.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
