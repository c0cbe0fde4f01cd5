import type { ApiClient } from '@cep/api-client';
import type { ApiSuccess, UserAuth } from '@cep/contract';
import {
  isDoctorUpdate,
  profileKindOf,
  type ProfileKind,
  type ProfileRecord,
  type ProfileUpdate,
} from './profile-record';

/** The calls of `@cep/api-client` the personal centre uses. */
export type ProfileApi = Pick<ApiClient, 'listDoctors' | 'listPatients' | 'uploadFile' | 'http'>;

/** Who is signed in, as `@cep/auth`'s session holds it (`useSession()`). */
export interface ProfileUser {
  /** The user's id (`users.id`), the `userId` of their doctor or patient record. */
  id: number | undefined;
  /** '1' doctor, '2' patient; anyone else has no personal centre. */
  userAuth: UserAuth | undefined;
}

/** Loads the signed-in user's own record. */
export type LoadRecord = () => Promise<ProfileRecord>;
/** Saves the whole record; resolves with the server's message. */
export type SaveRecord = (record: ProfileUpdate) => Promise<{ message: string }>;
/** Uploads an avatar; resolves with the address the server serves it at. */
export type UploadFile = (
  file: File,
  options?: { onProgress?: (percent: number) => void },
) => Promise<string>;

/** The personal centre's data access, injected into `ProfileDialog`. */
export interface ProfileData {
  loadRecord: LoadRecord;
  saveRecord: SaveRecord;
  uploadFile: UploadFile;
}

/** The account has no doctor or patient record yet (an administrator adds it). */
export class ProfileRecordMissingError extends Error {
  override readonly name = 'ProfileRecordMissingError';
  constructor(readonly kind: ProfileKind) {
    super(`This account has no ${kind} record`);
  }
}

/**
 * The contract's update calls (`calls.updateDoctor`, `calls.updatePatient`: PUT). Sent through
 * `api.http`, which has every rule of the typed calls (token, refresh, error toast, re-login), but
 * resolves the whole envelope: spec §7 has the personal centre read `success` and `message`, which
 * the typed `updateDoctor` drops. Written out rather than read from the contract's `calls` table,
 * which would bring every schema of the API into the bundle; `profile-data.test.ts` checks them
 * against it.
 */
export const updateCalls = {
  doctor: { method: 'PUT', path: '/api/doctorInformation/update' },
  patient: { method: 'PUT', path: '/api/patientInformation/update' },
} as const;

/**
 * The personal centre's data on the real API: the record is found by the user's id
 * (`listDoctors({ userId })` / `listPatients({ userId })`), saved whole (update doctor / patient),
 * and avatars go through the upload call (module `usr`). No React: `useProfile` wraps it.
 */
export function createProfileData(api: ProfileApi, user: ProfileUser): ProfileData {
  return {
    async loadRecord() {
      const kind = profileKindOf(user.userAuth);
      if (kind === null || user.id === undefined) {
        throw new Error('Only a signed-in doctor or patient has a personal centre');
      }
      const query = { userId: user.id, pageNum: 1, pageSize: 1 };
      const page = kind === 'doctor' ? await api.listDoctors(query) : await api.listPatients(query);
      const record = page.list[0];
      if (!record) throw new ProfileRecordMissingError(kind);
      // A row of the patient list also names its care team; the personal centre is the record.
      if ('careTeam' in record) {
        const { careTeam: _team, ...own } = record;
        return own;
      }
      return record;
    },

    async saveRecord(record) {
      const call = updateCalls[isDoctorUpdate(record) ? 'doctor' : 'patient'];
      const response = await api.http.request<ApiSuccess<ProfileRecord>>({
        method: call.method,
        url: call.path,
        data: record,
      });
      return { message: response.data.message };
    },

    uploadFile: (file, options) => api.uploadFile(file, { onProgress: options?.onProgress }),
  };
}
