import type { ReactNode } from "react";
import { PublicPage } from "../areas/public/PublicPage";
import { useLocaleControls } from "../i18n/LocaleProvider";
import { LanguageJump, LanguageList } from "../shell/LanguageLinks";

/** Where a server-drawn page is: its path and query, the same on the server and in the browser. */
export interface PageAddress {
  pathname: string;
  search: string;
}

/** A public page as the server draws it: the language switch is a set of links. */
export function PublicPageFrame({ address, children }: { address: PageAddress; children?: ReactNode }) {
  const { locale } = useLocaleControls();
  return (
    <PublicPage
      pathname={address.pathname}
      languageSwitch={<LanguageJump locale={locale} />}
      after={<LanguageList locale={locale} pathname={address.pathname} search={address.search} />}
    >
      {children}
    </PublicPage>
  );
}
