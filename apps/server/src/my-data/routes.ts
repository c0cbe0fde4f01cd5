import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fhirBase } from '../fhir/base-url';
import { audited, auditFailure } from '../platform/calls/audited';
import { sendAuditedDownload } from '../platform/calls/audited-download';
import { signedIn, type Handler } from '../platform/calls/context';
import { ApiError } from '../platform/http/api-error';
import { latestRequest, ownPatientId, ownRequest, queueRequest, toMyDataRequest } from './requests';
import type { MyDataWorker } from './worker';

/*
 * 我的数据 (issue 32, item 3): the patient asks (audited, one request at a time), follows the
 * preparation, and downloads the archive. Every row reaches only the caller's own patient record:
 * a request id of another patient's reads as not found. Each download — finished or broken off —
 * gets a synchronous audit line that the retention job never purges (PIPL: data that left).
 */

export function myDataHandlers(worker: MyDataWorker) {
  const requestMyData: Handler<'requestMyData'> = async (ctx) => {
    const { session, request } = signedIn(ctx);
    const patientId = await ownPatientId(ctx.sql, session.userId);
    const row = await audited(
      ctx,
      { action: 'requestMyData', entity: 'myData', entityId: patientId },
      (sql) => queueRequest(sql, patientId, session.userId, fhirBase(request)),
    );
    worker.kick();
    return toMyDataRequest(row);
  };

  const getMyData: Handler<'getMyData'> = async (ctx) => {
    const { session } = signedIn(ctx);
    const patientId = await ownPatientId(ctx.sql, session.userId);
    const row = await latestRequest(ctx.sql, patientId);
    return { request: row ? toMyDataRequest(row) : null };
  };

  const downloadMyData: Handler<'downloadMyData'> = async (ctx) => {
    const { session, query } = signedIn(ctx);
    const target = {
      action: 'downloadMyData' as const,
      entity: 'myData',
      detail: { request: query.id },
    };
    let patientId: number;
    try {
      patientId = await ownPatientId(ctx.sql, session.userId);
    } catch (error) {
      return auditFailure(ctx, target, error);
    }
    // The line names the patient whose data left, as 申请 does.
    return sendAuditedDownload(ctx, { ...target, entityId: patientId }, async (sql) => {
      const row = await ownRequest(sql, patientId, query.id);
      if (toMyDataRequest(row).status !== 'ready' || !row.file_name) throw new ApiError(40941);
      const file = path.join(worker.folder, row.file_name);
      const size = await stat(file).then(
        (found) => found.size,
        () => {
          // The row says ready but this server has no such file: the data folder is not shared
          // with the instance that wrote it, or it was lost.
          throw new ApiError(50330);
        },
      );
      const day = chinaDay(row.finished_at ?? row.created_at);
      return {
        contentType: 'application/zip',
        fileName: `my-data-${day}.zip`,
        displayName: `我的数据-${day}.zip`,
        byteLength: size,
        chunks: () => createReadStream(file),
      };
    });
  };

  return { requestMyData, getMyData, downloadMyData };
}

/** `20260302`: the day in China. */
function chinaDay(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
}
