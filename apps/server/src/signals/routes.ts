import { requireSignalConsent } from '../consent/enforce';
import { ApiError } from '../platform/http/api-error';
import { audited } from '../platform/calls/audited';
import { sendAuditedDownload } from '../platform/calls/audited-download';
import { signedIn, type Handler, type SignedInContext } from '../platform/calls/context';
import { authenticate } from '../platform/auth/sessions';
import { requireDeviceView, requireRecording, requireSignalPatient } from './access';
import { requireActivePatient } from '../patients/active-patient';
import {
  addDevice,
  findDevice,
  listDevices,
  renameDevice,
  rotateDeviceKey,
  setDeviceStatus,
} from './devices';
import { recordingCsv, recordingEdf } from './export';
import { recordingFeatures } from './features';
import { devicePatient } from './live-access';
import { recordingWindow } from './playback';
import {
  addMarker,
  findRecording,
  listRecordings,
  startRecording,
  stopRecording,
} from './recordings';

/*
 * Signal acquisition (MPSA, issue 15). Devices: listed for clinicians, managed by the admin.
 * Recordings: a clinician of the patient's care team starts, stops and marks; a patient reads
 * their own; everyone else gets 40301 (access.ts). Reads of a patient's signals are audited as
 * reads, every write in the transaction of its change (platform/calls/audited.ts).
 */

const actorOf = (ctx: SignedInContext<never>) => ({
  userId: ctx.session.userId,
  name: ctx.session.name,
});

const listSignalDevices: Handler<'listSignalDevices'> = (ctx) => listDevices(ctx.sql);

const addSignalDevice: Handler<'addSignalDevice'> = (ctx) =>
  audited(
    ctx,
    { action: 'addSignalDevice', entity: 'signalDevice', detail: { profile: ctx.body.profile } },
    (sql) => addDevice(sql, ctx.body),
    (device) => device.id,
  );

const updateSignalDevice: Handler<'updateSignalDevice'> = (ctx) =>
  audited(
    ctx,
    { action: 'updateSignalDevice', entity: 'signalDevice', entityId: ctx.body.id },
    (sql) => renameDevice(sql, ctx.body.id, ctx.body.name),
  );

const setSignalDeviceStatus: Handler<'setSignalDeviceStatus'> = (ctx) =>
  audited(
    ctx,
    {
      action: 'setSignalDeviceStatus',
      entity: 'signalDevice',
      entityId: ctx.body.id,
      detail: { status: ctx.body.status },
    },
    (sql) => setDeviceStatus(sql, ctx.body.id, ctx.body.status),
  );

const rotateSignalDeviceKey: Handler<'rotateSignalDeviceKey'> = (ctx) =>
  audited(
    ctx,
    { action: 'rotateSignalDeviceKey', entity: 'signalDevice', entityId: ctx.body.id },
    (sql) => rotateDeviceKey(sql, ctx.body.id),
  );

/**
 * How long one live stream stays open before the client reconnects (spreads streams over instances
 * again); the alert stream's setting (alertStreamMaxMs) applies to both when set.
 */
const LIVE_STREAM_MAX_MS = 10 * 60_000;
/**
 * A viewer this far behind is cut off (the response aborted; the client reconnects at the live
 * edge) rather than kept in the server's memory or silently sent a signal with holes in it.
 */
const LIVE_BACKLOG_BYTES = 1024 * 1024;

const streamSignalDevice: Handler<'streamSignalDevice'> = async (ctx) => {
  const { session, sql, query, request, reply } = signedIn(ctx);
  const token = request.headers.token;
  if (typeof token !== 'string') throw new ApiError(50008);
  // Listening for access changes before the check: none after it goes unheard (live-access.ts).
  const ticket = await request.server.signalLiveAccess.prepare();
  let unwatch: (() => void) | undefined;
  try {
    const device = await findDevice(sql, query.deviceId);
    const patientId = await devicePatient(sql, device.id);
    await audited(
      ctx,
      {
        action: 'streamSignalDevice',
        entity: 'signalDevice',
        entityId: device.id,
        read: true,
        detail: patientId === null ? {} : { patientId },
      },
      (db) => requireDeviceView(db, session, patientId),
    );
    // One slot per open view, so many per account and network (platform/live/live-connections.ts).
    const slot = await request.server.liveConnections.acquire('signal-live', {
      userId: session.userId,
      ip: request.ip,
    });
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'application/octet-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
      'x-accel-buffering': 'no',
    });
    out.flushHeaders();
    let ended = false;
    // What `end` undoes, set as it is taken (a frame may end the stream before the rest is there).
    const held: { unsubscribe?: () => void; check?: NodeJS.Timeout; lifetime?: NodeJS.Timeout } =
      {};
    const end = () => {
      if (ended) return;
      ended = true;
      slot.release();
      clearInterval(held.check);
      clearTimeout(held.lifetime);
      held.unsubscribe?.();
      unwatch?.();
      if (!out.writableEnded) out.end();
    };
    const unsubscribe = await request.server.signalHub
      .subscribe(device.id, (frame) => {
        if (ended) return;
        if (out.writableLength + frame.byteLength <= LIVE_BACKLOG_BYTES) {
          out.write(frame);
          return;
        }
        // Never a frame left out: the viewer's signal would have holes nobody sees.
        request.log.info(
          { deviceId: device.id, userId: session.userId },
          'live signal reader too slow: cut off',
        );
        end();
        out.destroy();
      })
      .catch((error: unknown) => {
        slot.release();
        throw error;
      });
    held.unsubscribe = unsubscribe;
    if (ended) {
      unsubscribe();
      return reply;
    }
    // Re-authorized at once when a recording starts on the device or the viewer's roles or care
    // teams change; the session is checked again every 20 s too (a signed-out viewer stops).
    unwatch = ticket.watch({ deviceId: device.id, token, userId: session.userId, end });
    held.check = setInterval(() => {
      authenticate(ctx.db.pool, token, ctx.settings.sessionMaxAgeMs).catch(end);
    }, 20_000);
    held.lifetime = setTimeout(end, ctx.settings.alertStreamMaxMs ?? LIVE_STREAM_MAX_MS);
    request.raw.on('close', end);
    // Gone before the listener was there: its close has already been emitted.
    if (out.destroyed) end();
    return reply;
  } finally {
    if (!unwatch) ticket.cancel();
  }
};

const startRecordingHandler: Handler<'startRecording'> = (ctx) => {
  const signed = signedIn(ctx);
  const { session, body } = signed;
  return audited(
    ctx,
    {
      action: 'startRecording',
      entity: 'recording',
      detail: { patientId: body.patientId, deviceIds: body.deviceIds },
    },
    async (sql) => {
      await requireSignalPatient(sql, session, body.patientId);
      await requireActivePatient(sql, body.patientId);
      // Issue 32: no recording without the patient's current acceptance (40360).
      await requireSignalConsent(sql, body.patientId);
      return startRecording(sql, body, actorOf(signed as never));
    },
    (recording) => recording.id,
  );
};

const stopRecordingHandler: Handler<'stopRecording'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'stopRecording', entity: 'recording', entityId: body.id },
    async (sql) => {
      await requireRecording(sql, session, body.id);
      return stopRecording(sql, body.id);
    },
  );
};

const listRecordingsHandler: Handler<'listRecordings'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  return audited(
    ctx,
    {
      action: 'listRecordings',
      entity: 'recording',
      read: true,
      detail: { patientId: query.patientId },
    },
    async (sql) => {
      await requireSignalPatient(sql, session, query.patientId);
      return listRecordings(sql, query);
    },
  );
};

const getRecording: Handler<'getRecording'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'getRecording', entity: 'recording', entityId: query.id, read: true },
    async (sql) => {
      await requireRecording(sql, session, query.id);
      return findRecording(sql, query.id);
    },
  );
};

const addRecordingMarker: Handler<'addRecordingMarker'> = (ctx) => {
  const signed = signedIn(ctx);
  const { session, body } = signed;
  return audited(
    ctx,
    { action: 'addRecordingMarker', entity: 'recording', entityId: body.recordingId },
    async (sql) => {
      await requireRecording(sql, session, body.recordingId);
      return addMarker(sql, body, actorOf(signed as never));
    },
  );
};

const getRecordingWindow: Handler<'getRecordingWindow'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'getRecordingWindow', entity: 'recording', entityId: query.recordingId, read: true },
    async (sql) => {
      await requireRecording(sql, session, query.recordingId);
      return recordingWindow(sql, query);
    },
  );
};

const getRecordingFeatures: Handler<'getRecordingFeatures'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'getRecordingFeatures', entity: 'recording', entityId: query.id, read: true },
    async (sql) => {
      await requireRecording(sql, session, query.id);
      return recordingFeatures(sql, query.id);
    },
  );
};

/** Streamed as it is read (export.ts); audited when it ends, as a success only if it all went out. */
const exportRecording: Handler<'exportRecording'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  return sendAuditedDownload(
    ctx,
    {
      action: 'exportRecording',
      entity: 'recording',
      entityId: query.id,
      read: true,
      detail: { format: query.format },
    },
    async (sql) => {
      await requireRecording(sql, session, query.id);
      return query.format === 'csv'
        ? recordingCsv(sql, query.id, query.deviceId)
        : recordingEdf(sql, query.id, query.format);
    },
  );
};

export const signalHandlers = {
  listSignalDevices,
  addSignalDevice,
  updateSignalDevice,
  setSignalDeviceStatus,
  rotateSignalDeviceKey,
  streamSignalDevice,
  startRecording: startRecordingHandler,
  stopRecording: stopRecordingHandler,
  listRecordings: listRecordingsHandler,
  getRecording,
  addRecordingMarker,
  getRecordingWindow,
  getRecordingFeatures,
  exportRecording,
};
