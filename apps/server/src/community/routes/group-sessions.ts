import { type Handler } from '../../platform/calls/context';
import {
  addSession,
  cancelSignup,
  listSessions,
  recordAttendance,
  sessionOf,
  signUp,
} from '../group-sessions';
import { patientIdOf, withViewer } from './with-viewer';

const listGroupSessions: Handler<'listGroupSessions'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'listGroupSessions',
      entity: 'groupSession',
      entityId: ctx.query.groupId ?? null,
      read: true,
    },
    (sql, viewer) => listSessions(sql, viewer, ctx.query),
  );

const addGroupSession: Handler<'addGroupSession'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'addGroupSession', entity: 'groupSession', detail: { groupId: ctx.body.groupId } },
    async (sql, viewer) => sessionOf(sql, viewer, await addSession(sql, viewer, ctx.body)),
    (session) => session.id,
  );

const signupGroupSession: Handler<'signupGroupSession'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'signupGroupSession', entity: 'groupSession', entityId: ctx.body.sessionId },
    async (sql, viewer) => {
      patientIdOf(viewer);
      await signUp(sql, viewer, ctx.body.sessionId);
      return sessionOf(sql, viewer, ctx.body.sessionId);
    },
  );

const cancelGroupSignup: Handler<'cancelGroupSignup'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'cancelGroupSignup', entity: 'groupSession', entityId: ctx.body.sessionId },
    async (sql, viewer) => {
      patientIdOf(viewer);
      await cancelSignup(sql, viewer, ctx.body.sessionId);
      return sessionOf(sql, viewer, ctx.body.sessionId);
    },
  );

const recordGroupAttendance: Handler<'recordGroupAttendance'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'recordGroupAttendance',
      entity: 'groupSession',
      entityId: ctx.body.sessionId,
      detail: { attendance: ctx.body.attendance },
    },
    async (sql, viewer) => {
      await recordAttendance(sql, viewer, ctx.body);
      return sessionOf(sql, viewer, ctx.body.sessionId);
    },
  );

export const groupSessionsHandlers: {
  listGroupSessions: Handler<'listGroupSessions'>;
  addGroupSession: Handler<'addGroupSession'>;
  signupGroupSession: Handler<'signupGroupSession'>;
  cancelGroupSignup: Handler<'cancelGroupSignup'>;
  recordGroupAttendance: Handler<'recordGroupAttendance'>;
} = {
  listGroupSessions,
  addGroupSession,
  signupGroupSession,
  cancelGroupSignup,
  recordGroupAttendance,
};
