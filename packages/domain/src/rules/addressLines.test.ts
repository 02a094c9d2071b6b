import { describe, expect, it } from "vitest";
import { type AddressParts, addressLines, addressPart, cleanAddress, formatAddress } from "./addressLines";

const teatroVerdi: AddressParts = {
  venue_name: "Teatro Verdi",
  address_line_1: "Via Roma 1",
  address_line_2: "Scala B",
  city: "Milano",
  state_or_region: "MI",
  zip_or_postal_code: "20121",
  country: "IT",
};

describe("addressLines", () => {
  it.each<[string, AddressParts | null | undefined, string[]]>([
    ["every part", teatroVerdi, ["Teatro Verdi", "Via Roma 1", "Scala B", "20121 Milano", "MI", "IT"]],
    [
      "no venue",
      { address_line_1: "Via Roma 1", city: "Milano", country: "IT" },
      ["Via Roma 1", "Milano", "IT"],
    ],
    ["postal code without city", { zip_or_postal_code: "20121", country: "IT" }, ["20121", "IT"]],
    [
      "blank and spaced parts",
      { venue_name: "  ", address_line_1: " Via Roma 1 ", city: "", country: null },
      ["Via Roma 1"],
    ],
    ["nothing filled in", { venue_name: "", city: null }, []],
    ["no address", null, []],
    ["absent", undefined, []],
  ])("%s", (_, address, lines) => {
    expect(addressLines(address)).toEqual(lines);
  });

  it("words the country for the reader when told how", () => {
    const italian = new Intl.DisplayNames(["it"], { type: "region" });
    expect(addressLines({ city: "Milano", country: " IT " }, (code) => italian.of(code) ?? code)).toEqual([
      "Milano",
      "Italia",
    ]);
  });
});

describe("formatAddress", () => {
  it.each<[AddressParts | null, string | undefined, string]>([
    [teatroVerdi, undefined, "Teatro Verdi, Via Roma 1, Scala B, 20121 Milano, MI, IT"],
    [teatroVerdi, "\n", "Teatro Verdi\nVia Roma 1\nScala B\n20121 Milano\nMI\nIT"],
    [{ city: "Milano" }, undefined, "Milano"],
    [null, undefined, ""],
  ])("%j with %j", (address, separator, text) => {
    expect(formatAddress(address, separator)).toBe(text);
  });
});

describe("addressPart", () => {
  it.each([
    ["Milano", "Milano"],
    ["  Milano ", "Milano"],
    ["", null],
    ["   ", null],
    [null, null],
    [undefined, null],
  ])("%j → %j", (value, kept) => {
    expect(addressPart(value)).toBe(kept);
  });
});

describe("cleanAddress", () => {
  it("trims every part sent, makes blank ones null, and leaves unsent ones out", () => {
    expect(
      cleanAddress({ venue_name: "", address_line_1: " Via Roma 1 ", city: undefined, country: null }),
    ).toEqual({
      venue_name: null,
      address_line_1: "Via Roma 1",
      country: null,
    });
  });
});
