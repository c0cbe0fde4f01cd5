import type { UserAuth } from '@cep/contract';
import type { ProfileData } from '../profile';
import { isDoctorRecord, profileKindOf } from '../profile/profile-record';
import { api } from '../api-client';

/**
 * The navbar's image upload (spec §5; the layout has checked type and size): uploads the image
 * and makes it the user's avatar. A doctor's or patient's picture lives on their record (the
 * server shows it on the account); an administrator has no record, so it goes on the account.
 */
export async function uploadAvatar(
  file: File,
  user: { id: number | undefined; userAuth: UserAuth | undefined },
  profile: Pick<ProfileData, 'loadRecord' | 'saveRecord'>,
): Promise<void> {
  const address = await api.uploadFile(file);
  if (profileKindOf(user.userAuth)) {
    const record = await profile.loadRecord();
    await profile.saveRecord(
      isDoctorRecord(record) ? { ...record, avatar: address } : { ...record, portrait: address },
    );
  } else if (user.id !== undefined) {
    // The account as stored now: only its avatar changes, from the revision just read.
    const account = await api.getUser(user.id);
    await api.updateUser({ id: user.id, revision: account.revision, avatar: address });
  }
}
