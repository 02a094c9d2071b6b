import { Box, Inline, Logo } from "@varco/ui";
import { Outlet, useLocation } from "react-router-dom";
import { LocaleSwitcher } from "../../shell/LocaleSwitcher";
import { PlatformFooter } from "../../shell/PlatformFooter";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";

/** The frame of the sign-in pages: the reseller's logo, a language switch, one narrow column. */
export function AuthLayout() {
  const { appName, logoDarkUrl, logoLightUrl } = useRuntimeConfig();
  const { pathname } = useLocation();
  return (
    <>
      <Inline as="header" justify="between" align="end" gap="md" paddingX="lg" paddingY="md">
        <Logo alt={appName} darkSrc={logoDarkUrl} lightSrc={logoLightUrl} />
        <Box width="sm">
          <LocaleSwitcher />
        </Box>
      </Inline>
      <Box as="main" paddingX="md" paddingY="xl" grow width="full" maxWidth="lg" marginX="auto">
        <Outlet />
      </Box>
      <PlatformFooter pathname={pathname} />
    </>
  );
}

export { AuthLayout as Component };
