import { Logo } from "@varco/ui";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { SiteFrame, type SiteFrameProps } from "../../shell/SiteFrame";

/** The frame of the sign-in pages: the reseller's logo, a language switch, one narrow column. */
export function AuthFrame(props: SiteFrameProps) {
  const { appName, logoDarkUrl, logoLightUrl } = useRuntimeConfig();
  return (
    <SiteFrame
      {...props}
      brand={<Logo alt={appName} darkSrc={logoDarkUrl} lightSrc={logoLightUrl} />}
      column="narrow"
    />
  );
}
