import { type Handler } from '../../platform/calls/context';
import {
  addChallenge,
  challengeOf,
  joinChallenge,
  leaderboardOf,
  leaveChallenge,
  listChallenges,
} from '../challenges';
import { withViewer } from './with-viewer';

const listChallengesHandler: Handler<'listChallenges'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'listChallenges',
      entity: 'challenge',
      entityId: ctx.query.groupId ?? null,
      read: true,
    },
    (sql, viewer) => listChallenges(sql, viewer, ctx.query),
  );

const addChallengeHandler: Handler<'addChallenge'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'addChallenge', entity: 'challenge', detail: { groupId: ctx.body.groupId } },
    async (sql, viewer) => challengeOf(sql, viewer, await addChallenge(sql, viewer, ctx.body)),
    (added) => added.id,
  );

const joinChallengeHandler: Handler<'joinChallenge'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'joinChallenge', entity: 'challenge', entityId: ctx.body.id },
    async (sql, viewer) => {
      await joinChallenge(sql, viewer, ctx.body.id);
      return challengeOf(sql, viewer, ctx.body.id);
    },
  );

const leaveChallengeHandler: Handler<'leaveChallenge'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'leaveChallenge', entity: 'challenge', entityId: ctx.body.id },
    async (sql, viewer) => {
      await leaveChallenge(sql, viewer, ctx.body.id);
      return challengeOf(sql, viewer, ctx.body.id);
    },
  );

const getChallengeLeaderboard: Handler<'getChallengeLeaderboard'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'getChallengeLeaderboard', entity: 'challenge', entityId: ctx.query.id, read: true },
    (sql, viewer) => leaderboardOf(sql, viewer, ctx.query.id),
  );

export const challengesHandlers: {
  listChallenges: Handler<'listChallenges'>;
  addChallenge: Handler<'addChallenge'>;
  joinChallenge: Handler<'joinChallenge'>;
  leaveChallenge: Handler<'leaveChallenge'>;
  getChallengeLeaderboard: Handler<'getChallengeLeaderboard'>;
} = {
  listChallenges: listChallengesHandler,
  addChallenge: addChallengeHandler,
  joinChallenge: joinChallengeHandler,
  leaveChallenge: leaveChallengeHandler,
  getChallengeLeaderboard,
};
