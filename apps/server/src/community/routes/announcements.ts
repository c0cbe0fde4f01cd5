import { type Handler } from '../../platform/calls/context';
import {
  addAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  readAnnouncement,
  receiptsOf,
  updateAnnouncement,
} from '../announcements';
import { withViewer } from './with-viewer';

const listAnnouncementsHandler: Handler<'listAnnouncements'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'listAnnouncements', entity: 'announcement', read: true },
    (sql, viewer) => listAnnouncements(sql, viewer, ctx.query),
  );

const addAnnouncementHandler: Handler<'addAnnouncement'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'addAnnouncement',
      entity: 'announcement',
      detail: { audience: ctx.body.audience, groupId: ctx.body.groupId ?? null },
    },
    (sql, viewer) => addAnnouncement(sql, viewer, ctx.body),
    (added) => added.id,
  );

const updateAnnouncementHandler: Handler<'updateAnnouncement'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'updateAnnouncement', entity: 'announcement', entityId: ctx.body.id },
    (sql, viewer) => updateAnnouncement(sql, viewer, ctx.body),
  );

const deleteAnnouncementHandler: Handler<'deleteAnnouncement'> = async (ctx) => {
  await withViewer(
    ctx,
    { action: 'deleteAnnouncement', entity: 'announcement', entityId: ctx.query.id },
    (sql, viewer) => deleteAnnouncement(sql, viewer, ctx.query.id),
  );
  return null;
};

const readAnnouncementHandler: Handler<'readAnnouncement'> = async (ctx) => {
  await withViewer(
    ctx,
    { action: 'readAnnouncement', entity: 'announcement', entityId: ctx.body.id },
    (sql, viewer) => readAnnouncement(sql, viewer, ctx.body.id),
  );
  return null;
};

const getAnnouncementReceipts: Handler<'getAnnouncementReceipts'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'getAnnouncementReceipts',
      entity: 'announcement',
      entityId: ctx.query.id,
      read: true,
    },
    (sql, viewer) => receiptsOf(sql, viewer, ctx.query.id),
  );

export const announcementsHandlers: {
  listAnnouncements: Handler<'listAnnouncements'>;
  addAnnouncement: Handler<'addAnnouncement'>;
  updateAnnouncement: Handler<'updateAnnouncement'>;
  deleteAnnouncement: Handler<'deleteAnnouncement'>;
  readAnnouncement: Handler<'readAnnouncement'>;
  getAnnouncementReceipts: Handler<'getAnnouncementReceipts'>;
} = {
  listAnnouncements: listAnnouncementsHandler,
  addAnnouncement: addAnnouncementHandler,
  updateAnnouncement: updateAnnouncementHandler,
  deleteAnnouncement: deleteAnnouncementHandler,
  readAnnouncement: readAnnouncementHandler,
  getAnnouncementReceipts,
};
