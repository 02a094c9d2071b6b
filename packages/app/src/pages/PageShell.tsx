import type { I18n } from "@lingui/core";
import { type ReactNode, useMemo } from "react";
import { type PagesGroup, pagesCatalogOf } from "../i18n/catalogs";
import { LocaleProvider } from "../i18n/LocaleProvider";
import type { RuntimeConfig } from "../runtimeConfig";
import { BrandedTheme } from "../shell/BrandedTheme";
import { RuntimeConfigProvider } from "../shell/RuntimeConfigContext";

export interface PageShellProps {
  config: RuntimeConfig;
  i18n: I18n;
  /** The page's group of words (see `pageCatalogGroups`): a locale switch loads them too. */
  group?: PagesGroup | undefined;
  children?: ReactNode;
}

/**
 * What a server-drawn page sits in, on the server and in the browser alike (the two must draw the
 * same markup): configuration, language and brand. No router and no data layer: the page gets its
 * data as props, and its links load the next page from the server.
 */
export function PageShell({ config, i18n, group, children }: PageShellProps) {
  const load = useMemo(() => pagesCatalogOf(group), [group]);
  return (
    <RuntimeConfigProvider config={config}>
      <LocaleProvider i18n={i18n} load={load}>
        <BrandedTheme>{children}</BrandedTheme>
      </LocaleProvider>
    </RuntimeConfigProvider>
  );
}
