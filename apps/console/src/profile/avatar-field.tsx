import { maxUploadBytes } from '@cep/contract';
import { Upload, useMessages } from '@cep/ui';
import { CircleAlert, UserRound } from 'lucide-react';
import { useState } from 'react';
import { profileMessages } from '../i18n/profile-messages';
import { usePicture } from '../use-picture';
import type { UploadFile } from './profile-data';

/** Spec §5: the personal centre's avatar is a jpg, not over 2M (exactly 2 MB passes). */
const avatarExtensions = ['jpg', 'jpeg'];
const JPEG = 'image/jpeg';

export interface AvatarFieldProps {
  /** The field's visible name (头像). */
  label: string;
  /** Whose picture it is: names the preview for screen readers. */
  personName: string;
  /** The current picture's address; '' when there is none. */
  value: string;
  /** Receives the uploaded picture's address (the form saves it with the record). */
  onChange: (url: string) => void;
  /** Sends the file to the server; resolves with its address. */
  uploadFile: UploadFile;
  /** Told when an upload starts (`true`) and ends (`false`): the form does not save meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  /** The address's rule message from the form, if any (e.g. '图片地址无效'). */
  error?: string | undefined;
}

type UploadState = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'done' };

/**
 * The avatar of the personal centre: the picture as it is now (after an upload, the uploaded one,
 * from the server's address), and an upload that takes only JPG files up to 2 MB. The type and
 * size refusals are the Upload's; a file named .jpg that is not a JPEG, and a failed upload (the
 * server's message), show in this field's own alert.
 */
export function AvatarField({
  label,
  personName,
  value,
  onChange,
  uploadFile,
  onBusyChange,
  error,
}: AvatarFieldProps) {
  const t = useMessages(profileMessages);
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (file: File) => {
    // The Upload decides by the extension; a browser that knows the content type says more.
    if (file.type !== '' && file.type !== JPEG) {
      setFailure(t.avatar.type);
      return;
    }
    setFailure(null);
    setUpload({ state: 'uploading', percent: 0 });
    onBusyChange?.(true);
    try {
      const url = await uploadFile(file, {
        onProgress: (percent) => setUpload({ state: 'uploading', percent }),
      });
      onChange(url);
      setUpload({ state: 'done' });
    } catch (reason) {
      // The api-client has toasted the server's message already; it stays here, by the field.
      setFailure(
        reason instanceof Error && reason.message !== '' ? reason.message : t.avatar.failed,
      );
      setUpload({ state: 'idle' });
    } finally {
      onBusyChange?.(false);
    }
  };

  const message = failure ?? error;
  const preview = usePicture(value);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-base leading-normal font-medium">{label}</legend>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        {value !== '' && preview !== undefined ? (
          <img
            src={preview}
            alt={t.avatar.alt(personName)}
            data-slot="avatar-preview"
            className="size-24 shrink-0 rounded-full border border-border object-cover hc:border-foreground"
          />
        ) : (
          <div
            role="img"
            aria-label={t.avatar.none}
            data-slot="avatar-preview"
            className="flex size-24 shrink-0 items-center justify-center rounded-full border border-border bg-muted text-muted-foreground hc:border-foreground"
          >
            <UserRound aria-hidden="true" className="size-10" />
          </div>
        )}
        <Upload
          className="min-w-0 flex-1"
          accept={avatarExtensions}
          maxSize={maxUploadBytes}
          maxSizeInclusive
          messages={{ type: t.avatar.type, size: t.avatar.size }}
          hint={t.avatar.hint}
          label={t.avatar.upload}
          preview={false}
          disabled={upload.state === 'uploading'}
          progress={upload.state === 'uploading' ? upload.percent : null}
          onSelect={(file) => void send(file)}
          onReject={() => setFailure(null)}
        />
      </div>
      <p aria-live="polite" data-slot="avatar-status" className="text-sm empty:-mt-2">
        {upload.state === 'uploading' && t.avatar.uploading}
        {upload.state === 'done' && t.avatar.uploaded}
      </p>
      <p role="alert" data-slot="avatar-error" className="text-sm text-danger empty:-mt-2">
        {message && (
          <span className="flex items-start gap-1.5 font-medium">
            <CircleAlert aria-hidden="true" className="mt-[0.15em] size-[1.25em] shrink-0" />
            {message}
          </span>
        )}
      </p>
    </fieldset>
  );
}
