import { createApiClient } from "@varco/domain";
import { DomainProvider } from "@varco/domain/swr";
import { useMemo } from "react";
import { AuthFrame } from "../areas/auth/AuthFrame";
import { LoginForm } from "../areas/auth/LoginForm";
import { useLocaleControls } from "../i18n/LocaleProvider";
import { LanguageJump, LanguageList } from "../shell/LanguageLinks";
import { useRuntimeConfig } from "../shell/RuntimeConfigContext";
import type { PageAddress } from "./PageFrame";

export interface LoginPageProps {
  address: PageAddress;
}

/** /auth/login drawn by the server; signing in opens the app at the page that asked for it. */
export function Page({ address }: LoginPageProps) {
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
        <LoginForm onSignedIn={(path) => window.location.replace(path)} />
      </AuthFrame>
    </DomainProvider>
  );
}
