import { EXPORT_ROW_CAP, type CallName, type ExportFormat, type Locale } from '@cep/contract';
import type { FastifyReply } from 'fastify';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { ApiError } from '../http/api-error';
import { cursorBatches, exportContentType, exportStream, type ExportColumn } from './export-rows';
import { audited } from '../calls/audited';
import type { CallContext } from '../calls/context';

/*
 * The export of a management list (issue 12), the same for patients, doctors and users: count the
 * filtered rows first (over the cap → 40001 before any byte), write the audit line — who, which
 * filter, how many rows — and commit it, then stream the rows from a cursor. The line is committed
 * before the first byte leaves, so no export goes out unaudited; one that breaks off midway (the
 * client hung up) is still on record with what it would have carried.
 */

export interface ListExport<R> {
  action: CallName;
  entity: string;
  /** The export's query as parsed: its filters go into the audit line. */
  query: { format: ExportFormat; locale: Locale } & Record<string, unknown>;
  /** How many rows the filters select (within the caller's reach). */
  count: (sql: Kysely<Tables>) => Promise<number>;
  /** The rows' statement, at most `limit` rows. */
  rows: (sql: Kysely<Tables>, limit: number) => CompiledQuery;
  /** `patients` → `patients-20261123.csv`; also the sheet's name. */
  name: string;
  columns: readonly ExportColumn<R>[];
}

export async function sendListExport<N extends CallName, R>(
  ctx: CallContext<N>,
  spec: ListExport<R>,
): Promise<FastifyReply> {
  const { format, locale, ...filter } = spec.query;
  const count = await audited(
    ctx,
    { action: spec.action, entity: spec.entity, detail: { format, locale, filter } },
    async (sql) => {
      const rows = await spec.count(sql);
      if (rows > EXPORT_ROW_CAP) {
        throw new ApiError(
          40001,
          `导出最多${EXPORT_ROW_CAP}行，当前筛选结果有${rows}行，请缩小筛选范围后再导出`,
        );
      }
      return rows;
    },
    undefined,
    (rows) => ({ format, locale, filter, rows }),
  );
  const batches = cursorBatches<R>(ctx.db.pool, spec.rows(ctx.sql, count));
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return ctx.reply
    .type(exportContentType[format])
    .header('content-disposition', `attachment; filename="${spec.name}-${day}.${format}"`)
    .header('cache-control', 'no-store')
    .header('x-export-rows', String(count))
    .send(exportStream(format, spec.name, spec.columns, batches));
}
