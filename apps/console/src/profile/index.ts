// The personal centre (个人中心, spec §2): what the console's shell imports.
export { ProfileDialog } from './profile-dialog';
export type { ProfileDialogProps } from './profile-dialog';
export { ProfileEditDialog } from './profile-edit-dialog';
export type { ProfileEditDialogProps } from './profile-edit-dialog';
export { useProfile } from './use-profile';
export type { UseProfileResult } from './use-profile';
export { createProfileData, ProfileRecordMissingError } from './profile-data';
export type {
  LoadRecord,
  ProfileApi,
  ProfileData,
  ProfileUser,
  SaveRecord,
  UploadFile,
} from './profile-data';
export { isDoctorRecord, isDoctorUpdate, profileKindOf } from './profile-record';
export type { ProfileKind, ProfileRecord, ProfileUpdate } from './profile-record';
