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
        <div style={{ width: 220 }}>
          <LocaleSwitcher />
        </div>
      </Inline>
      <Box
        as="main"
        paddingX="md"
        paddingY="xl"
        style={{ flex: 1, width: "100%", maxWidth: 480, marginInline: "auto" }}
      >
        <Outlet />
      </Box>
      <PlatformFooter pathname={pathname} />
    </>
  );
}

export { AuthLayout as Component };
