import type { I18n, Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { resolveLocale, type SupportedLocale } from "@varco/domain";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { loadCatalog } from "./catalogs";
import { bcp47Of, storeLocale } from "./localeChoice";

export interface LocaleControls {
  /** The locale the interface speaks now. */
  locale: SupportedLocale;
  /** Its BCP 47 spelling, for Intl and react-aria ("zh-CN"). */
  bcp47: string;
  /** The visitor picked a locale in a switcher: kept on this device and applied. */
  chooseLocale: (locale: SupportedLocale) => void;
  /** The signed-in user's saved locale became known: it wins over the device's choice. */
  adoptUserLocale: (userLocale: string | null | undefined) => void;
}

const LocaleContext = createContext<LocaleControls | null>(null);

export interface LocaleProviderProps {
  i18n: I18n;
  /** Where a locale's catalog comes from (the server-drawn pages have a smaller one of their own). */
  load: (locale: string) => Promise<Messages>;
  children?: ReactNode;
}

/**
 * Keeps Lingui, the page's `lang` and react-aria (through the ui's ThemeProvider, which reads
 * `useLocale()`'s answer) on one locale. A new locale's catalog is fetched first and the page
 * keeps the previous language until it arrives: never a blank screen.
 */
export function LocaleProvider({ i18n, load, children }: LocaleProviderProps) {
  const [locale, setLocale] = useState<SupportedLocale>(() => resolveLocale(i18n.locale));
  const requested = useRef<SupportedLocale>(locale);

  const activate = useCallback(
    (wanted: SupportedLocale) => {
      if (wanted === requested.current) return;
      requested.current = wanted;
      void loadCatalog(wanted, load).then(({ locale: loaded, messages }) => {
        // A later request won the race: its catalog decides.
        if (requested.current !== wanted) return;
        i18n.loadAndActivate({ locale: loaded, messages });
        setLocale(loaded);
      });
    },
    [i18n, load],
  );

  const chooseLocale = useCallback(
    (wanted: SupportedLocale) => {
      storeLocale(wanted);
      activate(wanted);
    },
    [activate],
  );

  const adoptUserLocale = useCallback(
    (userLocale: string | null | undefined) => {
      if (!userLocale) return;
      const wanted = resolveLocale(userLocale);
      // Kept on the device too, so the public pages this person opens next speak it as well.
      storeLocale(wanted);
      activate(wanted);
    },
    [activate],
  );

  const bcp47 = bcp47Of(locale);
  useEffect(() => {
    document.documentElement.lang = bcp47;
  }, [bcp47]);

  const controls = useMemo(
    () => ({ locale, bcp47, chooseLocale, adoptUserLocale }),
    [locale, bcp47, chooseLocale, adoptUserLocale],
  );
  return (
    <LocaleContext.Provider value={controls}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}

export function useLocaleControls(): LocaleControls {
  const controls = useContext(LocaleContext);
  if (controls === null) throw new Error("useLocaleControls: render inside <LocaleProvider>.");
  return controls;
}

/** Applies the signed-in user's saved locale once it is known: it wins over the
 * device's choice and the deployment's default. */
export function useAdoptUserLocale(userLocale: string | null | undefined): void {
  const { adoptUserLocale } = useLocaleControls();
  useEffect(() => adoptUserLocale(userLocale), [adoptUserLocale, userLocale]);
}
