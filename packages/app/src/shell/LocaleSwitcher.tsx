import { useLingui } from "@lingui/react/macro";
import { supportedLocales } from "@varco/domain";
import { Select } from "@varco/ui";
import { useMemo } from "react";
import { useLocaleControls } from "../i18n/LocaleProvider";
import { browserSuggestion, isSupportedLocale } from "../i18n/localeChoice";
import { localeNames } from "../i18n/localeNames";

/**
 * The language switch of the public and sign-in pages: the choice is kept on this device. The
 * browser's language is offered first, never applied on its own: a reseller's
 * deployment speaks its own language first.
 */
export function LocaleSwitcher() {
  const { t } = useLingui();
  const { locale, chooseLocale } = useLocaleControls();
  const suggestion = useMemo(() => browserSuggestion(navigator.languages ?? [navigator.language]), []);
  const suggestionNote = t`Your browser's language`;
  // The browser's language first, said to be so; then every other in the usual order.
  const items = useMemo(() => {
    const all = supportedLocales.map((id) => ({ id, label: localeNames[id] }));
    const suggested = all.find((item) => item.id === suggestion);
    return suggested
      ? [{ ...suggested, description: suggestionNote }, ...all.filter((item) => item !== suggested)]
      : all;
  }, [suggestion, suggestionNote]);
  return (
    <Select
      label={t`Language`}
      items={items}
      value={locale}
      onChange={(key) => {
        const picked = String(key);
        if (isSupportedLocale(picked)) chooseLocale(picked);
      }}
    />
  );
}
