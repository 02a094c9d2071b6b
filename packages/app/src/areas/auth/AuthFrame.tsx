import { Box, Inline, Logo } from "@varco/ui";
import type { ReactNode } from "react";
import { PlatformFooter } from "../../shell/PlatformFooter";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";

export interface AuthFrameProps {
  pathname: string;
  /** The app's language switch, or the links of a page the server drew. */
  languageSwitch: ReactNode;
  /** What follows the content (the server-drawn pages' list of languages). */
  after?: ReactNode;
  children?: ReactNode;
}

/** The frame of the sign-in pages: the reseller's logo, a language switch, one narrow column. */
export function AuthFrame({ pathname, languageSwitch, after, children }: AuthFrameProps) {
  const { appName, logoDarkUrl, logoLightUrl } = useRuntimeConfig();
  return (
    <>
      <Inline as="header" justify="between" align="end" gap="md" paddingX="lg" paddingY="md">
        <Logo alt={appName} darkSrc={logoDarkUrl} lightSrc={logoLightUrl} />
        <Box width="sm">{languageSwitch}</Box>
      </Inline>
      <Box as="main" paddingX="md" paddingY="xl" grow width="full" maxWidth="lg" marginX="auto">
        {children}
      </Box>
      {after}
      <PlatformFooter pathname={pathname} />
    </>
  );
}
