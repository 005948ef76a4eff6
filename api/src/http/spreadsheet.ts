import ExcelJS from 'exceljs';
import { AppError } from './appError';

// a value starting with one of these is run as a formula by spreadsheet programs (CSV/formula injection, OWASP)
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** Text a spreadsheet program will show as text, never evaluate: a leading trigger gets a single quote in front. */
export function neutraliseFormula(value: string): string {
  return FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
}

export type CellValue = string | number | null;

/** One sheet with a header row of column keys; text cells are neutralised, numbers stay numbers. */
export async function buildWorkbook(sheetName: string, columns: readonly string[], rows: readonly (readonly CellValue[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((key) => ({ header: key, key, width: Math.max(12, key.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]); // "PK\x03\x04": an xlsx is a ZIP archive

/** The bytes decide, not the name or the declared type (both are the client's word). */
export function assertXlsx(file: { buffer: Buffer; originalname: string }): void {
  const looksLikeXlsx = file.originalname.toLowerCase().endsWith('.xlsx') && file.buffer.subarray(0, 4).equals(ZIP_SIGNATURE);
  if (!looksLikeXlsx) throw new AppError('A0701');
}

export interface SheetRows {
  /** Header text (trimmed, as written) → column number. */
  header: Map<string, number>;
  /** Data rows after the header, with their sheet row number; blank rows skipped. */
  rows: { rowNumber: number; cells: Map<number, string> }[];
}

/**
 * The first sheet's rows as text. Refuses more than `maxRows` data rows before reading them (A0402), and a file
 * that is not a readable workbook (A0701).
 */
export async function readFirstSheet(buffer: Buffer, maxRows: number, tooManyRows: (rows: number) => AppError): Promise<SheetRows> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs' Buffer type predates Node's generic Buffer; the bytes are what it wants
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new AppError('A0701');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: new Map(), rows: [] };
  const dataRows = Math.max(0, sheet.actualRowCount - 1);
  if (dataRows > maxRows) throw tooManyRows(dataRows);

  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const text = cell.text.trim();
    if (text) header.set(text, column);
  });
  const rows: SheetRows['rows'] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = new Map<number, string>();
    row.eachCell((cell, column) => {
      const text = cell.text.trim();
      if (text) cells.set(column, text);
    });
    if (cells.size > 0) rows.push({ rowNumber, cells });
  });
  return { header, rows };
}
