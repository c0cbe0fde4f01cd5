import { z } from 'zod';

/**
 * Uploads are grouped by module; only these exist (`usr`: avatars and portraits; `post`: the
 * picture of a group post, served to whoever may read that post; `consent`: the scan of a paper
 * consent, an image or a PDF, served to whoever may see that patient).
 */
export const uploadModules = ['usr', 'post', 'consent'] as const;
export const uploadQuery = z.strictObject({
  module: z.enum(uploadModules, { error: '不支持的上传模块' }),
});
export type UploadQuery = z.infer<typeof uploadQuery>;

/** The largest upload, in bytes (spec §5: 2 MB). */
export const maxUploadBytes = 2 * 1024 * 1024;

/** Image types accepted, told by the file's bytes, not its name. */
export const uploadImageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp'] as const;

/** The upload's answer: the URL the file is served at (`/api/oss/file/{id}`). */
export const uploadResult = z.string();

/**
 * A served file's id, a UUID. Any short text passes here so that a malformed id answers 40401 like
 * an unknown one (the handler checks the UUID's shape): a file URL either exists or it does not.
 */
export const fileParams = z.strictObject({
  id: z.string().meta({ format: 'uuid', description: '文件ID（UUID）' }),
});
