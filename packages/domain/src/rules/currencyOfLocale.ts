/**
 * The currency people pay in where a language tag's region is: the tag's own region ("en-GB",
 * "pt-BR", "zh-HK"), else the region its language is most likely spoken in (Intl's likely
 * subtags: "it" → IT, "vi" → VN, "en" → US). Undefined when the tag is not one or the region is
 * not in the table: a new account then takes the server's default. Used as a suggestion only;
 * the account's currency stays the organiser's choice.
 */
export function currencyOfLocale(tag: string): string | undefined {
  let region: string | undefined;
  try {
    region = new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
  return region === undefined ? undefined : currencyByRegion[region];
}

const euro = "EUR";

/** ISO 3166 region → ISO 4217 currency, for the regions of the offered languages and their neighbours. */
const currencyByRegion: Readonly<Record<string, string>> = {
  // The euro area.
  AT: euro,
  BE: euro,
  CY: euro,
  DE: euro,
  EE: euro,
  ES: euro,
  FI: euro,
  FR: euro,
  GR: euro,
  HR: euro,
  IE: euro,
  IT: euro,
  LT: euro,
  LU: euro,
  LV: euro,
  MT: euro,
  NL: euro,
  PT: euro,
  SI: euro,
  SK: euro,
  SM: euro,
  VA: euro,
  // Everywhere else an offered language is at home, and the main neighbours.
  AR: "ARS",
  AU: "AUD",
  BR: "BRL",
  CA: "CAD",
  CH: "CHF",
  CN: "CNY",
  CZ: "CZK",
  DK: "DKK",
  GB: "GBP",
  HK: "HKD",
  HU: "HUF",
  IN: "INR",
  JP: "JPY",
  MO: "MOP",
  MX: "MXN",
  NO: "NOK",
  NZ: "NZD",
  PL: "PLN",
  RO: "RON",
  RU: "RUB",
  SE: "SEK",
  SG: "SGD",
  TR: "TRY",
  TW: "TWD",
  US: "USD",
  VN: "VND",
  ZA: "ZAR",
};
