import type { I18n } from "@lingui/core";
import type { ApiClient } from "@varco/domain";
import { DomainProvider } from "@varco/domain/swr";
import { ThemeProvider, Toaster } from "@varco/ui";
import type { ReactNode } from "react";
import { LocaleProvider, useLocaleControls } from "./i18n/LocaleProvider";
import type { RuntimeConfig } from "./runtimeConfig";
import { RuntimeConfigProvider, useRuntimeConfig } from "./shell/RuntimeConfigContext";

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
        <LocaleProvider i18n={i18n}>
          <BrandedTheme>{children}</BrandedTheme>
        </LocaleProvider>
      </DomainProvider>
    </RuntimeConfigProvider>
  );
}

/** The reseller's colours, and react-aria's own words and formats in the interface's locale. */
function BrandedTheme({ children }: { children?: ReactNode }) {
  const { primaryColor, secondaryColor } = useRuntimeConfig();
  const { bcp47 } = useLocaleControls();
  return (
    <ThemeProvider brand={{ primary: primaryColor, secondary: secondaryColor }} locale={bcp47} fillsScreen>
      {children}
      <Toaster />
    </ThemeProvider>
  );
}
