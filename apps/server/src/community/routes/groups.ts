import { type CallContext, type Handler } from '../../platform/calls/context';
import {
  addMember,
  createGroup,
  groupOf,
  listGroups,
  removeMember,
  setNickname,
  updateGroup,
} from '../groups';
import { requireMemberGroup } from '../access';
import { notifyCommunity } from '../live';
import { withViewer } from './with-viewer';

const listPatientGroups: Handler<'listPatientGroups'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'listPatientGroups',
      entity: 'patientGroup',
      entityId: ctx.query.id ?? null,
      read: true,
    },
    (sql, viewer) => listGroups(sql, viewer, ctx.query.id),
  );

const addPatientGroup: Handler<'addPatientGroup'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'addPatientGroup',
      entity: 'patientGroup',
      detail: { members: ctx.body.patientIds.length },
    },
    async (sql, viewer) => {
      const id = await createGroup(sql, viewer, ctx.body);
      await notifyCommunity(sql, { kind: 'groups', groupId: id });
      return groupOf(sql, viewer, id);
    },
    (group) => group.id,
  );

const updatePatientGroup: Handler<'updatePatientGroup'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'updatePatientGroup',
      entity: 'patientGroup',
      entityId: ctx.body.id,
      detail: { moderation: ctx.body.moderation },
    },
    async (sql, viewer) => {
      await updateGroup(sql, viewer, ctx.body);
      await notifyCommunity(sql, { kind: 'groups', groupId: ctx.body.id });
      return groupOf(sql, viewer, ctx.body.id);
    },
  );

function memberChange(
  ctx: CallContext<'addGroupMember' | 'removeGroupMember'>,
  action: 'addGroupMember' | 'removeGroupMember',
) {
  const { groupId, patientId } = ctx.body;
  return withViewer(
    ctx,
    { action, entity: 'patientGroup', entityId: groupId, detail: { patientId } },
    async (sql, viewer) => {
      if (action === 'addGroupMember') await addMember(sql, viewer, groupId, patientId);
      else await removeMember(sql, viewer, groupId, patientId);
      await notifyCommunity(sql, { kind: 'groups', groupId });
      return groupOf(sql, viewer, groupId);
    },
  );
}

const addGroupMember: Handler<'addGroupMember'> = (ctx) => memberChange(ctx, 'addGroupMember');
const removeGroupMember: Handler<'removeGroupMember'> = (ctx) =>
  memberChange(ctx, 'removeGroupMember');

const setGroupNickname: Handler<'setGroupNickname'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'setGroupNickname', entity: 'patientGroup', entityId: ctx.body.groupId },
    async (sql, viewer) => {
      const { patientId } = await requireMemberGroup(sql, viewer, ctx.body.groupId);
      await setNickname(sql, patientId, ctx.body);
      await notifyCommunity(sql, { kind: 'groups', groupId: ctx.body.groupId });
      return groupOf(sql, viewer, ctx.body.groupId);
    },
  );

export const groupsHandlers: {
  listPatientGroups: Handler<'listPatientGroups'>;
  addPatientGroup: Handler<'addPatientGroup'>;
  updatePatientGroup: Handler<'updatePatientGroup'>;
  addGroupMember: Handler<'addGroupMember'>;
  removeGroupMember: Handler<'removeGroupMember'>;
  setGroupNickname: Handler<'setGroupNickname'>;
} = {
  listPatientGroups,
  addPatientGroup,
  updatePatientGroup,
  addGroupMember,
  removeGroupMember,
  setGroupNickname,
};
