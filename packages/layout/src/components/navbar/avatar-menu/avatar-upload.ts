import { checkFile, type FileRule, type UploadRejectReason } from '@cep/ui';

/** Spec §5 (navbar image upload): png, jpg, jpeg, bmp or gif, and under 2 MB. */
export const avatarImageRule: FileRule = {
  accept: ['png', 'jpg', 'jpeg', 'bmp', 'gif'],
  maxSize: 2 * 1024 * 1024,
  maxSizeInclusive: false,
};

/**
 * Why an image may not be uploaded, or `null` when both checks pass (the type is checked first).
 * The spec decides by the extension: a name without one is refused, whatever its MIME type says
 * (`checkFile` alone would fall back to the MIME type).
 */
export function checkAvatarImage(
  file: Pick<File, 'name' | 'type' | 'size'>,
): UploadRejectReason | null {
  if (!/[^.]\.[^.]+$/.test(file.name)) return 'type';
  return checkFile(file, avatarImageRule);
}
