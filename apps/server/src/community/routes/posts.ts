import { audited } from '../../platform/calls/audited';
import { signedIn, type CallContext, type Handler } from '../../platform/calls/context';
import {
  addPost,
  listPosts,
  moderatePost,
  moderationQueue,
  postOf,
  reportPost,
  type ModerationStep,
} from '../posts';
import { viewerOf } from '../viewer';
import { patientIdOf, withViewer } from './with-viewer';

const listPostsHandler: Handler<'listPosts'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'listPosts', entity: 'post', entityId: ctx.query.groupId, read: true },
    (sql, viewer) => listPosts(sql, viewer, ctx.query),
  );

const addPostHandler: Handler<'addPost'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'addPost',
      entity: 'post',
      detail: { groupId: ctx.body.groupId, image: ctx.body.imageUrl !== undefined },
    },
    async (sql, viewer) => {
      patientIdOf(viewer);
      return postOf(sql, viewer, await addPost(sql, viewer, ctx.body));
    },
    (added) => added.id,
  );

const reportPostHandler: Handler<'reportPost'> = async (ctx) => {
  await withViewer(
    ctx,
    { action: 'reportPost', entity: 'post', entityId: ctx.body.id },
    (sql, viewer) => reportPost(sql, viewer, ctx.body),
  );
  return null;
};

const listModerationQueue: Handler<'listModerationQueue'> = (ctx) =>
  withViewer(ctx, { action: 'listModerationQueue', entity: 'post', read: true }, (sql, viewer) =>
    moderationQueue(sql, viewer, ctx.query),
  );

/** Approve, hide or restore: audited with the post's group, its states and the reason. */
function moderate(
  ctx: CallContext<'approvePost' | 'hidePost' | 'restorePost'>,
  action: 'approvePost' | 'hidePost' | 'restorePost',
  step: ModerationStep,
  reason?: string,
) {
  const { session } = signedIn(ctx);
  let change: Awaited<ReturnType<typeof moderatePost>> | undefined;
  return audited(
    ctx,
    { action, entity: 'post', entityId: ctx.body.id },
    async (sql) => {
      const viewer = await viewerOf(sql, session);
      change = await moderatePost(sql, viewer, ctx.body.id, step, reason);
      return postOf(sql, viewer, ctx.body.id);
    },
    undefined,
    () => ({ ...change, ...(reason ? { reason } : {}) }),
  );
}

const approvePost: Handler<'approvePost'> = (ctx) => moderate(ctx, 'approvePost', 'approve');
const hidePost: Handler<'hidePost'> = (ctx) => moderate(ctx, 'hidePost', 'hide', ctx.body.reason);
const restorePost: Handler<'restorePost'> = (ctx) => moderate(ctx, 'restorePost', 'restore');

export const postsHandlers: {
  listPosts: Handler<'listPosts'>;
  addPost: Handler<'addPost'>;
  reportPost: Handler<'reportPost'>;
  listModerationQueue: Handler<'listModerationQueue'>;
  approvePost: Handler<'approvePost'>;
  hidePost: Handler<'hidePost'>;
  restorePost: Handler<'restorePost'>;
} = {
  listPosts: listPostsHandler,
  addPost: addPostHandler,
  reportPost: reportPostHandler,
  listModerationQueue,
  approvePost,
  hidePost,
  restorePost,
};
