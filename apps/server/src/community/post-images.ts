import type { Kysely } from 'kysely';
import type { FileReadRule } from '../platform/files/files';
import { ApiError } from '../platform/http/api-error';
import type { Tables } from '../platform/db/schema';
import type { Session } from '../platform/auth/sessions';
import { viewerOf } from './viewer';

/**
 * Whether `session` may see the picture `fileId` of a group post (an upload of module `post`): its
 * uploader; the clinicians of the post's group; and the members of that group while the post is
 * shown to them (visible, or their own pending post). A hidden post's picture is refused to every
 * patient, like the post itself.
 */
export async function mayViewPostImage(
  sql: Kysely<Tables>,
  session: Session,
  fileId: string,
  ownerId: number | null,
): Promise<boolean> {
  if (ownerId === session.userId) return true;
  const post = await sql
    .selectFrom('group_posts as gp')
    .innerJoin('patient_groups as g', 'g.id', 'gp.group_id')
    .select(['gp.group_id', 'gp.status', 'gp.author_patient_id', 'g.doctor_id'])
    .where('gp.image_file_id', '=', fileId)
    .executeTakeFirst();
  if (!post) return false;
  const viewer = await viewerOf(sql, session);
  if (viewer.kind === 'admin') return true;
  if (viewer.kind === 'doctor') return viewer.doctorId === post.doctor_id;
  if (viewer.patientId === null) return false;
  const shown =
    post.status === 'visible' ||
    (post.status === 'pending' && post.author_patient_id === viewer.patientId);
  if (!shown) return false;
  const member = await sql
    .selectFrom('patient_group_members')
    .select('id')
    .where('group_id', '=', post.group_id)
    .where('patient_id', '=', viewer.patientId)
    .executeTakeFirst();
  return member !== undefined;
}

/** The read rule of group posts' pictures (module `post`): personal, for `mayViewPostImage`. */
export const postPictureRule: FileReadRule = async (file, caller, sql) => {
  if (!(await mayViewPostImage(sql, await caller(), file.id, file.ownerId))) {
    throw new ApiError(40301);
  }
  return 'personal';
};
