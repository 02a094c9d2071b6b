import type { ReactNode } from "react";
import { PublicPage } from "../areas/public/PublicPage";
import { useLocaleControls } from "../i18n/LocaleProvider";
import { LanguageJump, LanguageList } from "../shell/LanguageLinks";

/** Where a server-drawn page is: its path and query, the same on the server and in the browser. */
export interface PageAddress {
  pathname: string;
  search: string;
}

/**
 * The language switch of a page the server draws, as a frame's props: at the top, the page's
 * language leading to the list; after the content, the list of links.
 */
export function useLanguageLinks(address: PageAddress): { languageSwitch: ReactNode; after: ReactNode } {
  const { locale } = useLocaleControls();
  return {
    languageSwitch: <LanguageJump locale={locale} />,
    after: <LanguageList locale={locale} pathname={address.pathname} search={address.search} />,
  };
}

/** A public page as the server draws it: the language switch is a set of links. */
export function PublicPageFrame({ address, children }: { address: PageAddress; children?: ReactNode }) {
  return (
    <PublicPage pathname={address.pathname} {...useLanguageLinks(address)}>
      {children}
    </PublicPage>
  );
}
