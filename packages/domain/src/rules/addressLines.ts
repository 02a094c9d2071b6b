/**
 * The parts of a postal address as events, organizers, billing and ADDRESS answers carry them.
 * Every part is optional here: what a form requires is the model's business, not the printer's.
 */
export interface AddressParts {
  venue_name?: string | null | undefined;
  address_line_1?: string | null | undefined;
  address_line_2?: string | null | undefined;
  city?: string | null | undefined;
  state_or_region?: string | null | undefined;
  zip_or_postal_code?: string | null | undefined;
  country?: string | null | undefined;
}

/** An address with each part given as it is kept: text, or null for none. */
export type CleanAddress<Address extends AddressParts> = { [Part in keyof Address]: string | null };

/** A part as it is kept: trimmed, and blank means none. */
export function addressPart(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The address with every part it names trimmed and every blank part null (a form sends all of
 * them, blank where nothing was typed). Parts it does not name stay absent, so merging the result
 * over a stored address changes only what was sent.
 */
export function cleanAddress<Address extends AddressParts>(address: Address): CleanAddress<Address> {
  const entries = Object.entries(address).filter(([, value]) => value !== undefined);
  return Object.fromEntries(
    entries.map(([part, value]) => [part, addressPart(value as string | null)]),
  ) as CleanAddress<Address>;
}

/**
 * The lines to print, in reading order: venue, the street lines, postal code and city on one
 * line, region, country. Parts left blank are left out, so a partial address prints what it has.
 * `countryName` words the country's two-letter code for the reader ("IT" → "Italia"); without it
 * the code is printed as kept.
 */
export function addressLines(
  address: AddressParts | null | undefined,
  countryName: (code: string) => string = (code) => code,
): string[] {
  if (!address) return [];
  const town = [addressPart(address.zip_or_postal_code), addressPart(address.city)].filter(Boolean).join(" ");
  const country = addressPart(address.country);
  return [
    address.venue_name,
    address.address_line_1,
    address.address_line_2,
    town,
    address.state_or_region,
    country === null ? null : countryName(country),
  ]
    .map(addressPart)
    .filter((line): line is string => line !== null);
}

/** The address on one line (`Teatro Verdi, Via Roma 1, 20121 Milano, IT`); empty when it has nothing. */
export function formatAddress(address: AddressParts | null | undefined, separator = ", "): string {
  return addressLines(address).join(separator);
}
