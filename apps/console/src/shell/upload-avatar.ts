import { ERROR_TOAST_MS, isStaleRevision } from '@cep/api-client';
import type { UserAuth } from '@cep/contract';
import type { ProfileData } from '../profile';
import { isDoctorRecord, profileKindOf } from '../profile/profile-record';
import { api } from '../api-client';
import { notify } from '../feedback/toasts';

/** Reads-then-writes tried before giving up when others keep saving the record in between. */
const STALE_ATTEMPTS = 3;

/**
 * The navbar's image upload (spec §5; the layout has checked type and size): uploads the image
 * and makes it the user's avatar. A doctor's or patient's picture lives on their record (the
 * server shows it on the account); an administrator has no record, so it goes on the account.
 *
 * The write starts from the record as it is stored now. Saved by someone else between that read
 * and the write (40902, which the api-client leaves to the caller), it reads again and retries:
 * nothing typed is lost, as only the picture changes. Still stale after that, it says so.
 */
export async function uploadAvatar(
  file: File,
  user: { id: number | undefined; userAuth: UserAuth | undefined },
  profile: Pick<ProfileData, 'loadRecord' | 'saveRecord'>,
): Promise<void> {
  const address = await api.uploadFile(file);
  for (let attempt = 1; ; attempt++) {
    try {
      await setAvatar(address, user, profile);
      return;
    } catch (error) {
      if (!isStaleRevision(error)) throw error;
      if (attempt >= STALE_ATTEMPTS) {
        notify(error.message, { type: 'error', duration: ERROR_TOAST_MS });
        throw error;
      }
    }
  }
}

async function setAvatar(
  address: string,
  user: { id: number | undefined; userAuth: UserAuth | undefined },
  profile: Pick<ProfileData, 'loadRecord' | 'saveRecord'>,
): Promise<void> {
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
