import { CircleAlert, ImageUp } from 'lucide-react';
import {
  useCallback,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type DragEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../i18n';
import { Progress } from '../progress';
import {
  acceptAttribute,
  checkFile,
  extensionOf,
  fillTemplate,
  formatFileSize,
  type UploadRejectReason,
} from './check-file';
import { uploadMessages } from './messages';

/** The caller's own wording for a rejected file; `{accept}` and `{size}` are filled in. */
export interface UploadMessages {
  /** Shown when the type is not allowed, e.g. '只能上传图片!'. */
  type?: string;
  /** Shown when the file is too large, e.g. '上传图片大小不能超过 2MB!'. */
  size?: string;
}

export interface UploadProps extends Omit<ComponentProps<'div'>, 'onSelect'> {
  /**
   * Allowed extensions, without the dot, in any case: `['png', 'jpg', 'jpeg', 'bmp', 'gif']`.
   * @default [] (any type)
   */
  accept?: string[];
  /** Size limit in bytes (e.g. `2 * 1024 * 1024`). No limit without it. */
  maxSize?: number;
  /**
   * `true`: a file of exactly `maxSize` is accepted ("not over 2M"); `false`: it must be smaller ("under 2 MB").
   * @default false
   */
  maxSizeInclusive?: boolean;
  /** The caller's messages for a rejected file; missing ones come from the catalog. */
  messages?: UploadMessages;
  /** Called with each file that passes both checks. */
  onSelect: (file: File) => void;
  /** Called with each file that fails, and why. */
  onReject?: (file: File, reason: UploadRejectReason) => void;
  /** A line under the drop zone, e.g. '支持 png/jpg，小于 2MB'. It also describes the drop zone. */
  hint?: ReactNode;
  /**
   * Text and accessible name of the drop zone.
   * @default '点击或拖拽文件到此处上传' / 'Click or drag a file here to upload'
   */
  label?: string;
  /**
   * Lets the person choose or drop several files at once (each is checked on its own).
   * @default false
   */
  multiple?: boolean;
  /**
   * Blocks choosing and dropping.
   * @selector [data-disabled]
   * @default false
   */
  disabled?: boolean;
  /**
   * Shows the last accepted image as a thumbnail (other files show their name).
   * @default true
   */
  preview?: boolean;
  /** Upload progress from 0 to 100 while the caller sends the file; hidden when absent. */
  progress?: number | null;
}

const isImage = (file: File) =>
  file.type.startsWith('image/') ||
  ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'svg'].includes(extensionOf(file.name) ?? '');

/** A thumbnail of the file through an object URL, revoked when the file changes or it unmounts. */
function ImagePreview({ file, alt }: { file: File; alt: string }) {
  // React 19 ref callbacks may return a cleanup: the URL lives exactly as long as this <img> shows this file.
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <img
      ref={attach}
      alt={alt}
      data-slot="upload-preview"
      className="max-h-40 max-w-full rounded-md border border-border object-contain"
    />
  );
}

/**
 * Chooses a file by click, keyboard (Enter / Space on the drop zone) or drag-and-drop, checks its
 * type and size with `checkFile`, and only then hands it to `onSelect`. A rejected file shows the
 * caller's message in an alert. The component does not upload: pass `progress` while you do.
 * @selector [data-dragging] on the drop zone while a file is over it
 */
function Upload({
  className,
  accept = [],
  maxSize,
  maxSizeInclusive = false,
  messages,
  onSelect,
  onReject,
  hint,
  label,
  multiple = false,
  disabled = false,
  preview = true,
  progress,
  ...props
}: UploadProps) {
  const catalog = useMessages(uploadMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);

  const messageFor = (reason: UploadRejectReason) => {
    const values = {
      accept: accept.map((extension) => extension.replace(/^\./, '').toLowerCase()).join('/'),
      size: maxSize === undefined ? '' : formatFileSize(maxSize),
    };
    const template =
      reason === 'type'
        ? (messages?.type ?? catalog.type)
        : (messages?.size ?? (maxSizeInclusive ? catalog.size : catalog.sizeUnder));
    return fillTemplate(template, values);
  };

  const handleFiles = (list: FileList | null) => {
    if (disabled || !list || list.length === 0) return;
    const files = multiple ? Array.from(list) : [list[0]!];
    let firstError: string | null = null;
    for (const file of files) {
      const reason = checkFile(file, { accept, maxSize, maxSizeInclusive });
      if (reason) {
        firstError ??= messageFor(reason);
        onReject?.(file, reason);
      } else {
        setChosen(file);
        onSelect(file);
      }
    }
    setError(firstError);
  };

  const onDragEnter = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLButtonElement>) => {
    // Without preventDefault the browser refuses the drop (and opens the file instead).
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };
  const onDragLeave = (event: DragEvent<HTMLButtonElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragging(false);
    handleFiles(event.dataTransfer?.files ?? null);
  };

  const describedBy = [hint != null ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      data-slot="upload"
      data-disabled={disabled ? '' : undefined}
      className={cn('flex w-full flex-col gap-2', className)}
      {...props}
    >
      <button
        type="button"
        data-slot="upload-trigger"
        data-dragging={dragging ? '' : undefined}
        data-invalid={error ? '' : undefined}
        disabled={disabled}
        aria-describedby={describedBy || undefined}
        onClick={() => inputRef.current?.click()}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={cn(
          'flex min-h-32 w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed border-border bg-background p-6 text-center text-base text-foreground',
          'hover:border-primary hover:bg-primary-subtle motion-safe:transition-colors hc:border-foreground',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'data-dragging:border-solid data-dragging:border-primary data-dragging:bg-primary-subtle hc:data-dragging:border-foreground',
          'data-invalid:border-danger',
          'disabled:cursor-not-allowed disabled:border-border disabled:bg-muted disabled:text-muted-foreground forced-colors:disabled:text-[GrayText]',
        )}
      >
        <ImageUp aria-hidden="true" className="size-8 text-muted-foreground" />
        <span data-slot="upload-label">
          {dragging ? catalog.dropHere : (label ?? catalog.label)}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        hidden
        data-slot="upload-input"
        accept={acceptAttribute(accept)}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          handleFiles(event.target.files);
          // Let the same file be chosen again after a fix elsewhere.
          event.target.value = '';
        }}
      />
      {hint != null && (
        <p id={hintId} data-slot="upload-hint" className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {/* Always mounted: a live region that appears together with its text is often not read. */}
      <p
        id={errorId}
        role="alert"
        data-slot="upload-error"
        className="flex items-center gap-1 text-sm text-danger empty:-mt-2"
      >
        {error && (
          <>
            <CircleAlert aria-hidden="true" className="size-[1.25em] shrink-0" />
            {error}
          </>
        )}
      </p>
      {chosen &&
        (preview && isImage(chosen) ? (
          <ImagePreview
            file={chosen}
            alt={fillTemplate(catalog.previewAlt, { name: chosen.name })}
          />
        ) : (
          <p data-slot="upload-file" className="text-sm text-foreground">
            {fillTemplate(catalog.selected, { name: chosen.name })}
          </p>
        ))}
      {progress != null && (
        <Progress
          label={catalog.progress}
          value={progress}
          variant={progress >= 100 ? 'success' : 'primary'}
        />
      )}
    </div>
  );
}

export { Upload };
