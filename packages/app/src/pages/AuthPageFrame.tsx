import { createApiClient } from "@varco/domain";
import { DomainProvider } from "@varco/domain/swr";
import { type ReactNode, useMemo } from "react";
import { AuthFrame } from "../areas/auth/AuthFrame";
import { useLocaleControls } from "../i18n/LocaleProvider";
import { LanguageJump, LanguageList } from "../shell/LanguageLinks";
import { useRuntimeConfig } from "../shell/RuntimeConfigContext";
import type { PageAddress } from "./PageFrame";

/**
 * A sign-in page as the server draws it: the frame with language links, and the API for its form
 * (its steps end by loading the next page: these pages have no router).
 */
export function AuthPageFrame({ address, children }: { address: PageAddress; children?: ReactNode }) {
  const { apiUrlClient } = useRuntimeConfig();
  const { locale } = useLocaleControls();
  const client = useMemo(() => createApiClient({ baseUrl: apiUrlClient }), [apiUrlClient]);
  return (
    <DomainProvider client={client}>
      <AuthFrame
        pathname={address.pathname}
        languageSwitch={<LanguageJump locale={locale} />}
        after={<LanguageList locale={locale} pathname={address.pathname} search={address.search} />}
      >
        {children}
      </AuthFrame>
    </DomainProvider>
  );
}
