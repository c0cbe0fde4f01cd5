import type { Doctor, Patient } from '@cep/contract';
// `no-inline`: a file of the story server, never a data: URL (which the image rule refuses).
import storyAvatar from './story-avatar.svg?no-inline';

/*
 * Records and stand-ins for the personal centre's stories. The records are shaped like the demo
 * server's (张医生, 李患者); the stand-ins behave like `useProfile`'s real functions without a
 * server, which the end-to-end tests cover.
 */

/**
 * What the stand-in upload answers: an absolute http(s) address, as the contract's image rule
 * accepts, of a picture the story server really serves — so the preview shows an image.
 */
export const uploadedAvatarUrl = new URL(storyAvatar, location.href).href;

export const doctorRecord: Doctor = {
  id: 1,
  revision: 0,
  archivedAt: null,
  userId: 2,
  doctorName: '张医生',
  phone: '13800138000',
  avatar: null,
  age: 45,
  sex: '男',
  job: '康复师',
  occupationalNumber: 'ZY-2020-0042',
  workingSeniority: 20,
  doctorDescribe: '擅长脑卒中后的认知康复训练。',
};

export const patientRecord: Patient = {
  id: 1,
  revision: 0,
  archivedAt: null,
  userId: 3,
  patientName: '李患者',
  phone: '13700137000',
  age: 68,
  sex: '女',
  portrait: uploadedAvatarUrl,
  job: '退休教师',
  hobby: '下棋、书法',
  handedness: '右手',
  address: '北京市东城区和平里街道 1 号',
  edu: '高中(含中专)',
  identityCard: null,
};

const MB = 1024 * 1024;

/** A file as a person would pick it: `size` bytes, a name and the type the browser reports. */
export function pickedFile(name: string, type: string, size = 2048): File {
  return new File([new Uint8Array(size)], name, { type });
}

export const tooLargeJpeg = () => pickedFile('scan.jpg', 'image/jpeg', 2 * MB + 1);
export const exactly2MbJpeg = () => pickedFile('photo.jpg', 'image/jpeg', 2 * MB);
