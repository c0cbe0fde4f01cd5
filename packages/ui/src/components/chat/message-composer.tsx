import { ImagePlus, Send, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { fieldBoxVariants } from '../input';
import { checkFile, formatFileSize } from '../upload';
import { chatMessages } from './messages';

export interface MessageDraft {
  /** Trimmed; '' when only a picture goes. */
  text: string;
  image: File | null;
}

export interface MessageComposerProps {
  /**
   * Sends the draft. Resolve when it is on its way: the field empties. Reject to keep it (nothing
   * typed is lost; say why elsewhere, e.g. a toast).
   */
  onSend: (draft: MessageDraft) => Promise<void> | void;
  /** The field's name (e.g. 写给张医生的消息). */
  label: string;
  /** The longest text; the count shows near it. */
  maxLength?: number;
  /** Offers a picture (one per message). @default true */
  allowImage?: boolean;
  /** Picture types by extension. @default ['jpg', 'jpeg', 'png', 'gif', 'bmp'] */
  imageTypes?: readonly string[];
  /** Largest picture in bytes (a picture of exactly this size is refused). @default 2 MB */
  maxImageBytes?: number;
  /** Nothing can be sent; `disabledReason` says why, in place of the field. */
  disabled?: boolean;
  disabledReason?: string;
  /**
   * `lg` for patient screens: larger text and 52 px buttons.
   * @default 'md'
   */
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * Writes a message: a growing text field, one optional picture (checked for type and size before
 * anything is sent, shown as a preview that can be removed) and a send button. Enter sends and
 * Shift + Enter starts a new line, except while an input method is composing (Chinese pinyin
 * input uses Enter to pick a word).
 * @selector [data-slot="message-composer"]
 */
export function MessageComposer({
  onSend,
  label,
  maxLength,
  allowImage = true,
  imageTypes = ['jpg', 'jpeg', 'png', 'gif', 'bmp'],
  maxImageBytes = 2 * 1024 * 1024,
  disabled = false,
  disabledReason,
  size = 'md',
  className,
}: MessageComposerProps) {
  const t = useMessages(chatMessages);
  const [text, setText] = useState('');
  // The picked picture and its preview address (made when picked, let go when it goes).
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const image = picked?.file ?? null;
  const preview = picked?.url ?? null;
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const problemId = useId();
  const large = size === 'lg';

  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);

  if (disabled) {
    return (
      <p
        data-slot="message-composer"
        className={cn(
          'border-t border-border px-3 py-3 text-muted-foreground',
          large && 'text-lg',
          className,
        )}
      >
        {disabledReason}
      </p>
    );
  }

  const trimmed = text.trim();
  const tooLong = maxLength !== undefined && trimmed.length > maxLength;
  const canSend = !sending && !tooLong && (trimmed !== '' || image !== null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reason = checkFile(file, { accept: imageTypes, maxSize: maxImageBytes });
    if (reason === 'type') {
      setProblem(t.pictureType(imageTypes.map((type) => type.toUpperCase()).join('、')));
      return;
    }
    if (reason === 'size') {
      setProblem(t.pictureSize(formatFileSize(maxImageBytes)));
      return;
    }
    setProblem('');
    setPicked({ file, url: URL.createObjectURL(file) });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setSending(true);
    try {
      await onSend({ text: trimmed, image });
      setText('');
      setPicked(null);
      setProblem('');
    } catch {
      // Kept as typed: the app says what went wrong.
    } finally {
      setSending(false);
      fieldRef.current?.focus();
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const left = maxLength === undefined ? undefined : maxLength - trimmed.length;
  const shownProblem = tooLong && maxLength !== undefined ? t.tooLong(maxLength) : problem;
  const nearLimit = left !== undefined && maxLength !== undefined && left <= maxLength * 0.1;

  return (
    <form
      data-slot="message-composer"
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      className={cn('flex flex-col gap-2 border-t border-border px-3 py-3', className)}
    >
      {preview && (
        <div className="flex items-center gap-3">
          <img
            src={preview}
            alt={t.pictureAlt}
            className="max-h-24 max-w-40 rounded-md border border-border object-contain"
          />
          <Button
            variant="default"
            size={large ? 'lg' : 'md'}
            icon={<X />}
            onClick={() => {
              setPicked(null);
              fieldRef.current?.focus();
            }}
          >
            {t.removePicture}
          </Button>
        </div>
      )}
      <textarea
        ref={fieldRef}
        data-slot="message-composer-field"
        aria-label={label}
        aria-describedby={cn(hintId, shownProblem && problemId) || undefined}
        aria-invalid={tooLong || undefined}
        data-invalid={tooLong ? '' : undefined}
        value={text}
        placeholder={t.placeholder}
        rows={2}
        onChange={(event) => {
          setText(event.target.value);
          if (problem && !image) setProblem('');
        }}
        onKeyDown={keyDown}
        className={cn(
          fieldBoxVariants({ size: large ? 'lg' : 'md', shape: 'area' }),
          'block field-sizing-content max-h-48 min-h-12 resize-none placeholder:text-muted-foreground',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          large ? 'px-4 py-3' : 'px-3 py-2',
        )}
      />
      {shownProblem && (
        <p id={problemId} role="alert" className="text-sm text-danger">
          {shownProblem}
        </p>
      )}
      <p id={hintId} className="text-sm text-muted-foreground">
        {nearLimit && left !== undefined ? t.left(Math.max(0, left)) : t.enterHint}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {allowImage && (
          <>
            <input
              ref={fileRef}
              type="file"
              accept={imageTypes.map((type) => `.${type}`).join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={pick}
            />
            <Button
              size={large ? 'lg' : 'md'}
              icon={<ImagePlus />}
              onClick={() => fileRef.current?.click()}
            >
              {image ? t.changePicture : t.addPicture}
            </Button>
          </>
        )}
        <Button
          type="submit"
          variant="primary"
          size={large ? 'lg' : 'md'}
          icon={<Send />}
          loading={sending}
          disabled={!sending && !canSend}
          className="ml-auto"
        >
          {sending ? t.sendingNow : t.send}
        </Button>
      </div>
    </form>
  );
}
