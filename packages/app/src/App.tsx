import type { I18n } from "@lingui/core";
import type { ApiClient } from "@varco/domain";
import { DomainProvider } from "@varco/domain/swr";
import { Toaster } from "@varco/ui";
import type { ReactNode } from "react";
import { importCatalog } from "./i18n/catalogs";
import { LocaleProvider } from "./i18n/LocaleProvider";
import type { RuntimeConfig } from "./runtimeConfig";
import { BrandedTheme } from "./shell/BrandedTheme";
import { RuntimeConfigProvider } from "./shell/RuntimeConfigContext";

export interface AppProvidersProps {
  config: RuntimeConfig;
  client: ApiClient;
  i18n: I18n;
  children?: ReactNode;
}

/** Everything a screen relies on: configuration, data, language and brand (outermost first). */
export function AppProviders({ config, client, i18n, children }: AppProvidersProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <DomainProvider client={client}>
        <LocaleProvider i18n={i18n} load={importCatalog}>
          <BrandedTheme>
            {children}
            <Toaster />
          </BrandedTheme>
        </LocaleProvider>
      </DomainProvider>
    </RuntimeConfigProvider>
  );
}
