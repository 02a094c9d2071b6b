import { describe, expect, it } from "vitest";
import {
  compareAmounts,
  currencyMinorDigits,
  exactMinorUnits,
  fromMinorUnits,
  percentLeftOf,
  percentOf,
  toMinorUnits,
} from "./minorUnits";

describe("currencyMinorDigits", () => {
  it.each([
    ["EUR", 2],
    ["eur", 2],
    ["USD", 2],
    ["GBP", 2],
    ["JPY", 0],
    ["KRW", 0],
    ["CLP", 0],
    ["VND", 0],
    ["KWD", 3],
    ["BHD", 3],
    ["JOD", 3],
  ])("%s → %s", (currency, digits) => {
    expect(currencyMinorDigits(currency)).toBe(digits);
  });

  it("refuses a malformed currency code", () => {
    expect(() => currencyMinorDigits("EURO")).toThrow(RangeError);
  });
});

describe("toMinorUnits", () => {
  it.each([
    ["19.99", "EUR", 1999],
    [19.99, "EUR", 1999], // 19.99 * 100 would be 1998.9999999999998
    [1.15, "EUR", 115], // 1.15 * 100 would be 114.99999999999999
    [4.35, "EUR", 435],
    [0.1 + 0.2, "EUR", 30], // 0.30000000000000004
    ["0", "EUR", 0],
    [0, "EUR", 0],
    ["10", "EUR", 1000],
    ["10.5", "EUR", 1050],
    [".5", "EUR", 50],
    ["7.", "EUR", 700],
    ["  3.20 ", "EUR", 320],
    ["+2.50", "EUR", 250],
    ["-2.50", "EUR", -250],
    ["0.005", "EUR", 1], // half-up
    ["0.004999", "EUR", 0],
    ["2.675", "EUR", 268], // the float 2.675 is 2.67499…; the decimal text is exactly halfway
    ["-0.005", "EUR", -1], // halves go away from zero
    ["1e2", "EUR", 10_000],
    [1e-7, "EUR", 0],
    ["999999999999.99", "EUR", 99_999_999_999_999],
    ["1000", "JPY", 1000],
    ["1000.5", "JPY", 1001],
    ["1000.49", "JPY", 1000],
    [1500, "JPY", 1500],
    ["1.5", "KWD", 1500],
    ["1.2345", "KWD", 1235],
    ["0.0005", "BHD", 1],
  ])("%j %s → %s", (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it.each([
    ["abc"],
    [""],
    ["."],
    ["1.2.3"],
    ["1,50"],
    ["12e"],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ["1e400"],
  ])("refuses %j", (amount) => {
    expect(() => toMinorUnits(amount, "EUR")).toThrow(RangeError);
  });
});

describe("fromMinorUnits", () => {
  it.each([
    [1999, "EUR", "19.99"],
    [5, "EUR", "0.05"],
    [0, "EUR", "0.00"],
    [100, "EUR", "1.00"],
    [-250, "EUR", "-2.50"],
    [-5, "EUR", "-0.05"],
    [1500, "JPY", "1500"],
    [0, "JPY", "0"],
    [1500, "KWD", "1.500"],
    [7, "BHD", "0.007"],
    [99_999_999_999_999, "EUR", "999999999999.99"],
  ])("%s %s → %s", (minor, currency, text) => {
    expect(fromMinorUnits(minor, currency)).toBe(text);
  });

  it.each([[0.5], [Number.NaN], [2 ** 60]])("refuses %s", (minor) => {
    expect(() => fromMinorUnits(minor, "EUR")).toThrow(RangeError);
  });

  it.each([
    ["19.99", "EUR"],
    ["0.01", "EUR"],
    ["123456", "JPY"],
    ["12.345", "KWD"],
  ])("round-trips %s %s", (amount, currency) => {
    expect(fromMinorUnits(toMinorUnits(amount, currency), currency)).toBe(amount);
  });
});

describe("exactMinorUnits", () => {
  it.each([
    [12.345, "KWD", 12345],
    [12.345, "EUR", null],
    [10.5, "EUR", 1050],
    [10.5, "JPY", null],
    [3000, "JPY", 3000],
    ["19.990", "EUR", 1999], // trailing zeros are not decimals the currency lacks
    [0.1 + 0.2, "EUR", null], // 0.30000000000000004 is not 0.30
  ])("%s %s → %s", (amount, currency, expected) => {
    expect(exactMinorUnits(amount, currency)).toBe(expected);
  });
});

describe("percentOf", () => {
  it.each([
    [1000, "22", 220],
    [1999, "22", 440], // 439.78
    [1000, 7.5, 75],
    [10, "15", 2], // 1.5 rounds up
    [10, "14.999", 1],
    [333, "10", 33], // 33.3
    [335, "10", 34], // 33.5 rounds up
    [1000, "0", 0],
    [0, "22", 0],
    [1000, "100", 1000],
    [1000, "7.125", 71], // 71.25
  ])("%s × %s%% → %s", (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });
});

describe("percentLeftOf", () => {
  it.each([
    [1000, "10", 900],
    [5, "10", 5], // 4.5 rounds up: rounding the result, not the discount
    [999, "33.33", 666], // 666.0333
    [1000, "100", 0],
    [1000, "0", 1000],
  ])("%s less %s%% → %s", (amount, percent, expected) => {
    expect(percentLeftOf(amount, percent)).toBe(expected);
  });
});

describe("compareAmounts", () => {
  it.each([
    ["10", "10.00", 0],
    [5, "5.01", -1],
    ["5.010", 5.01, 0],
    [0.1 + 0.2, "0.3", 1],
    ["20", 19.99, 1],
  ])("%j vs %j → %s", (a, b, expected) => {
    expect(compareAmounts(a, b)).toBe(expected);
  });
});
