import { formatFileSize, IconButton, Progress, Upload, useMessages } from '@cep/ui';
import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { api } from '../../api-client';
import { DemoPage } from './demo-page';
import { componentsDemoMessages } from './messages';

/** At most this many files at once (issue 18). */
const MAX_FILES = 3;
/** The server's own limit for pictures (spec §7): under 2 MB. */
const MAX_SIZE = 2 * 1024 * 1024;

interface SentFile {
  key: number;
  file: File;
  progress: number;
  state: 'sending' | 'saved' | 'refused';
  /** The server's message when it refused the file. */
  message?: string;
}

/**
 * 拖拽上传 (spec §2 components/dropzone): several pictures dropped or chosen at once, three at
 * most, each checked (type and size, with the spec's messages) before it is sent to the server's
 * upload call; each shows its progress and the server's answer.
 */
export default function DropzoneDemo() {
  const t = useMessages(componentsDemoMessages).dropzone;
  const [files, setFiles] = useState<SentFile[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const nextKey = useRef(0);
  const count = useRef(0);
  const listId = useId();

  const update = (key: number, change: Partial<SentFile>) =>
    setFiles((now) => now.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = (file: File) => {
    // Counted synchronously: several files of one drop arrive in the same tick.
    if (count.current >= MAX_FILES) {
      setTooMany(true);
      return;
    }
    count.current += 1;
    setTooMany(false);
    const key = nextKey.current++;
    setFiles((now) => [...now, { key, file, progress: 0, state: 'sending' }]);
    api
      .uploadFile(file, { onProgress: (progress) => update(key, { progress }) })
      .then(() => update(key, { state: 'saved', progress: 100 }))
      .catch((error: unknown) =>
        update(key, {
          state: 'refused',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
  };

  const remove = (key: number) => {
    count.current -= 1;
    setTooMany(false);
    setFiles((now) => now.filter((item) => item.key !== key));
  };

  return (
    <DemoPage title={t.title} intro={t.intro}>
      <Upload
        multiple
        preview={false}
        accept={['png', 'jpg', 'jpeg', 'bmp', 'gif']}
        maxSize={MAX_SIZE}
        messages={{ type: t.wrongType, size: t.tooLarge }}
        label={t.label}
        hint={t.hint}
        onSelect={send}
      />
      {tooMany && (
        <p role="alert" className="font-medium text-danger">
          {t.tooMany(MAX_FILES)}
        </p>
      )}
      <section aria-labelledby={listId} className="space-y-2">
        <h2 id={listId} className="font-semibold">
          {t.files(files.length, MAX_FILES)}
        </h2>
        <ul className="space-y-2">
          {files.map((item) => (
            <li
              key={item.key}
              className="flex items-center gap-3 rounded-md border border-border p-3"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="truncate font-medium">{item.file.name}</p>
                <p className="text-sm text-muted-foreground">
                  {formatFileSize(item.file.size)} ·{' '}
                  <span className={item.state === 'refused' ? 'text-danger' : undefined}>
                    {item.state === 'sending'
                      ? t.sending
                      : item.state === 'saved'
                        ? t.saved
                        : t.refused(item.message ?? '')}
                  </span>
                </p>
                {item.state === 'sending' && (
                  <Progress value={item.progress} aria-label={t.progress(item.file.name)} />
                )}
              </div>
              <IconButton
                variant="ghost"
                label={t.remove(item.file.name)}
                onClick={() => remove(item.key)}
              >
                <X />
              </IconButton>
            </li>
          ))}
        </ul>
      </section>
    </DemoPage>
  );
}
