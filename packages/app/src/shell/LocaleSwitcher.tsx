import { useLingui } from "@lingui/react/macro";
import { supportedLocales } from "@varco/domain";
import { Select } from "@varco/ui";
import { useMemo } from "react";
import { useLocaleControls } from "../i18n/LocaleProvider";
import { isSupportedLocale } from "../i18n/localeChoice";
import { localeNames } from "../i18n/localeNames";

/** The language switch of the public and sign-in pages: the choice is kept on this device. */
export function LocaleSwitcher() {
  const { t } = useLingui();
  const { locale, chooseLocale } = useLocaleControls();
  const items = useMemo(() => supportedLocales.map((id) => ({ id, label: localeNames[id] })), []);
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
