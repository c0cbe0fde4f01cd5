import { PassThrough, Readable } from 'node:stream';
import type { ExportFormat } from '@cep/contract';
import ExcelJS from 'exceljs';
import type { CompiledQuery } from 'kysely';
import Cursor from 'pg-cursor';
import type { Pool } from '../db/pool';

/*
 * Exports of the management lists (issue 12): the filtered rows go out as they are read, a batch
 * at a time from a server-side cursor, so a 50 000-row export never sits in memory whole.
 */

/** One column of an export: its header and how a row gives its cell. */
export interface ExportColumn<R> {
  header: string;
  value: (row: R) => string | number | null;
}

/** Rows fetched per round trip from the cursor. */
const BATCH = 500;

/**
 * The rows of `query`, a batch at a time, on a connection of its own held for the export. The
 * connection goes back to the pool when the rows end or the consumer stops (a client hung up).
 */
export async function* cursorBatches<R>(pool: Pool, query: CompiledQuery): AsyncGenerator<R[]> {
  const client = await pool.connect();
  const cursor = client.query(new Cursor<R>(query.sql, query.parameters as unknown[]));
  try {
    for (;;) {
      const rows = await cursor.read(BATCH);
      if (rows.length === 0) return;
      yield rows;
    }
  } finally {
    await cursor.close().catch(() => undefined);
    client.release();
  }
}

/** Cells Excel would run as a formula (=, +, -, @, and tab/CR that hide one) get a leading `'`. */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field: formula-safe, quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = defuseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV in UTF-8 with a BOM (so Excel reads the Chinese right), CRLF line ends (RFC 4180). */
async function* csvChunks<R>(
  columns: readonly ExportColumn<R>[],
  batches: AsyncIterable<R[]>,
): AsyncGenerator<string> {
  yield `\uFEFF${columns.map((column) => csvField(column.header)).join(',')}\r\n`;
  for await (const rows of batches) {
    yield rows
      .map((row) => `${columns.map((column) => csvField(column.value(row))).join(',')}\r\n`)
      .join('');
  }
}

/** An .xlsx written by exceljs's streaming writer: each row is committed as it is added. */
function xlsxStream<R>(
  sheetName: string,
  columns: readonly ExportColumn<R>[],
  batches: AsyncIterable<R[]>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  void (async () => {
    sheet.addRow(columns.map((column) => column.header)).commit();
    for await (const rows of batches) {
      // The client hung up: stop reading (leaving the loop closes the cursor, frees the connection).
      if (out.destroyed) return;
      for (const row of rows) {
        // Text cells are typed as strings by exceljs (never formulas); the prefix still guards a
        // copy-paste of a cell into a formula bar.
        sheet
          .addRow(
            columns.map((column) => {
              const value = column.value(row);
              return typeof value === 'string' ? defuseFormula(value) : value;
            }),
          )
          .commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** The bytes of an export in `format`, streamed from `batches`. */
export function exportStream<R>(
  format: ExportFormat,
  sheetName: string,
  columns: readonly ExportColumn<R>[],
  batches: AsyncIterable<R[]>,
): Readable {
  if (format === 'xlsx') return xlsxStream(sheetName, columns, batches);
  return Readable.from(csvChunks(columns, batches));
}

export const exportContentType: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
