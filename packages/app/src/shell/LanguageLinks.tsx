import { useLingui } from "@lingui/react/macro";
import { type SupportedLocale, supportedLocales } from "@varco/domain";
import { GlobeIcon, Icon, Inline, Link, Text } from "@varco/ui";
import { bcp47Of } from "../i18n/localeChoice";
import { localeNames } from "../i18n/localeNames";
import { languageParameter } from "./languageParameter";

/** The id of the list of languages, which the switch at the top of the page jumps to. */
export const languageListId = "languages";

export { languageParameter };

/** The same address in `locale`: the page's own query kept, its language replaced. */
export function addressIn(locale: SupportedLocale, pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.set(languageParameter, locale);
  return `${pathname}?${query.toString()}`;
}

/**
 * The language switch of the pages the server draws: the language the page speaks, leading to the
 * list of every language at its foot. Plain links, so it works before (or without) JavaScript.
 */
export function LanguageJump({ locale }: { locale: SupportedLocale }) {
  const { t } = useLingui();
  const name = localeNames[locale];
  return (
    <Inline justify="end">
      <Link href={`#${languageListId}`} variant="standalone" aria-label={t`Language: ${name}`}>
        <Inline as="span" gap="xs" align="center" wrap={false}>
          <Icon icon={GlobeIcon} size="sm" />
          <span>{name}</span>
        </Inline>
      </Link>
    </Inline>
  );
}

/** Every language the page can speak, each a link to the same page in it. */
export function LanguageList({
  locale,
  pathname,
  search,
}: {
  locale: SupportedLocale;
  pathname: string;
  search: string;
}) {
  const { t } = useLingui();
  return (
    <Inline
      as="nav"
      id={languageListId}
      aria-label={t`Language`}
      justify="center"
      paddingX="md"
      paddingY="sm"
    >
      <Inline as="ul" gap="sm" justify="center">
        {supportedLocales.map((each) => (
          <li key={each}>
            {each === locale ? (
              <Text weight="bold" aria-current="true" lang={bcp47Of(each)}>
                {localeNames[each]}
              </Text>
            ) : (
              <Link href={addressIn(each, pathname, search)} hrefLang={bcp47Of(each)} variant="standalone">
                <span lang={bcp47Of(each)}>{localeNames[each]}</span>
              </Link>
            )}
          </li>
        ))}
      </Inline>
    </Inline>
  );
}
