import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { xlsxCell, xlsxOfTable } from "./xlsx";

async function read(stream: ReadableStream<Uint8Array>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await new Response(stream).arrayBuffer());
  return workbook.worksheets[0];
}

describe("the spreadsheet's cells", () => {
  it("show an amount with its currency's decimals: none for yen, three for dinar", () => {
    expect(xlsxCell("amount", "1500")).toEqual({ value: 1500, numFmt: "#,##0" });
    expect(xlsxCell("amount", "12.50")).toEqual({ value: 12.5, numFmt: "#,##0.00" });
    expect(xlsxCell("amount", "1.250")).toEqual({ value: 1.25, numFmt: "#,##0.000" });
  });

  it("keep the wall clock of a time or a day, and leave what is not one as text", () => {
    expect(xlsxCell("dateTime", "2026-03-02 00:30")).toEqual({
      value: new Date(Date.UTC(2026, 2, 2, 0, 30)),
      numFmt: "yyyy-mm-dd hh:mm",
    });
    expect(xlsxCell("day", "2026-03-02")).toEqual({
      value: new Date(Date.UTC(2026, 2, 2)),
      numFmt: "yyyy-mm-dd",
    });
    expect(xlsxCell("dateTime", "soon")).toEqual({ value: "soon" });
    expect(xlsxCell("count", "")).toEqual({ value: null });
    expect(xlsxCell(undefined, "=1+1")).toEqual({ value: "=1+1" });
  });
});

describe("a spreadsheet named after an event", () => {
  it("opens whatever the event's title holds: a sheet name Excel accepts", async () => {
    const sheet = await read(
      xlsxOfTable(
        "'Festa: 2026/27 [bozza]' con un titolo davvero lungo",
        [{ header: "Totale", kind: "amount" }],
        [["10.00"]],
      ),
    );
    expect(sheet?.name).toBe("Festa  2026 27  bozza ' con un");
    expect(sheet?.getCell("A2").value).toBe(10);
  });
});
