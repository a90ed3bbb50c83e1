import ExcelJS from 'exceljs';

/** A workbook answer read back by the library that wrote it: each sheet's rows as typed cell values. */
export async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as ExcelJS.CellValue[]).slice(1));
    });
    return { sheet, name: sheet.name, rows };
  });
}
