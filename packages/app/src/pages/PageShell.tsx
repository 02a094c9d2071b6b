import type { I18n } from "@lingui/core";
import type { ReactNode } from "react";
import { importPagesCatalog } from "../i18n/catalogs";
import { LocaleProvider } from "../i18n/LocaleProvider";
import type { RuntimeConfig } from "../runtimeConfig";
import { BrandedTheme } from "../shell/BrandedTheme";
import { RuntimeConfigProvider } from "../shell/RuntimeConfigContext";

export interface PageShellProps {
  config: RuntimeConfig;
  i18n: I18n;
  children?: ReactNode;
}

/**
 * What a server-drawn page sits in, on the server and in the browser alike (the two must draw the
 * same markup): configuration, language and brand. No router and no data layer: the page gets its
 * data as props, and its links load the next page from the server.
 */
export function PageShell({ config, i18n, children }: PageShellProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <LocaleProvider i18n={i18n} load={importPagesCatalog}>
        <BrandedTheme>{children}</BrandedTheme>
      </LocaleProvider>
    </RuntimeConfigProvider>
  );
}
