import type { ApiClient } from '@cep/api-client';
import type { MyDataRequest } from '@cep/contract';
import { Button, Progress, toast, useLocale, useMessages } from '@cep/ui';
import { Download } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { saveFile } from '../../../lists/download';
import { FailureLine, messageOf } from '../../../second-factor/failure-line';
import { myDataMessages } from './messages';

/** The calls the section makes (`api`'s; a story passes its own). */
export type MyDataCalls = Pick<ApiClient, 'requestMyData' | 'getMyData' | 'downloadMyData'>;

/** How often the progress is asked while the archive is being prepared. */
const defaultPollMs = 2000;

const active = (request: MyDataRequest | null) =>
  request !== null && (request.status === 'queued' || request.status === 'running');

/**
 * 我的数据 (issue 32, item 3; PIPL Art. 45): what the copy holds, in plain words; a large button
 * that asks for it; the preparation's progress with its step in words (the server prepares it in
 * the background; asked every couple of seconds while it runs, and only then); a notice and 下载
 * when ready, with the date the file goes; the reason and 重试 when it failed.
 */
export function MyDataSection({
  calls,
  pollMs = defaultPollMs,
  save = saveFile,
}: {
  calls: MyDataCalls;
  pollMs?: number;
  /** Saves the downloaded file (a story watches it instead). */
  save?: (blob: Blob, filename: string) => void;
}) {
  const t = useMessages(myDataMessages);
  const locale = useLocale();
  const headingId = useId();
  const [request, setRequest] = useState<MyDataRequest | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const downloadRef = useRef<HTMLButtonElement>(null);
  /** Whether this page saw the request prepared (then it announces it as ready). */
  const watched = useRef(false);
  const focusDownload = useRef(false);

  // Ready while the patient watched: the keyboard goes to 下载 once it is there.
  const status = request?.status;
  useEffect(() => {
    if (status !== 'ready' || !focusDownload.current) return;
    focusDownload.current = false;
    downloadRef.current?.focus();
  }, [status]);

  // The latest request when the section opens.
  useEffect(() => {
    let live = true;
    calls.getMyData().then(
      (state) => {
        if (!live) return;
        setRequest(state.request);
        setLoaded(true);
      },
      (error: unknown) => live && setFailure(messageOf(error)),
    );
    return () => {
      live = false;
    };
  }, [calls]);

  // While it is being prepared: ask again after a pause; announce it once ready.
  useEffect(() => {
    if (!active(request)) return;
    watched.current = true;
    let live = true;
    const timer = setTimeout(() => {
      calls.getMyData().then(
        ({ request: next }) => {
          if (!live) return;
          setRequest(next);
          if (next?.status === 'ready' && watched.current) {
            watched.current = false;
            toast.success(t.readyToast);
            focusDownload.current = true;
          }
        },
        (error: unknown) => live && setFailure(messageOf(error)),
      );
    }, pollMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [request, calls, pollMs, t.readyToast]);

  const prepare = async () => {
    setFailure(null);
    setBusy(true);
    try {
      setRequest(await calls.requestMyData());
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    if (!request) return;
    setFailure(null);
    setBusy(true);
    try {
      const file = await calls.downloadMyData(request.id);
      save(file.blob, file.filename);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Shanghai',
    }).format(new Date(iso));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 text-lg">
      <h2 id={headingId} className="text-xl font-semibold">
        {t.title}
      </h2>
      <p>{t.intro}</p>
      <div>
        <p>{t.includesTitle}</p>
        <ul className="list-disc ps-6">
          {t.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>

      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        {active(request) && request && (
          <Progress
            value={request.progress}
            label={`${t.preparing}：${t.steps[request.step]}`}
            // Patient screens: the step in large words, a bar easy to see.
            className="[&_[data-slot=progress-label]]:text-lg [&_[data-slot=progress-track]]:h-4 [&_[data-slot=progress-value]]:text-lg"
          />
        )}
        {status === 'ready' && request?.expiresAt && (
          <>
            <p className="font-semibold">{t.ready}</p>
            <p>{t.expires(dateOf(request.expiresAt))}</p>
          </>
        )}
        {status === 'expired' && <p>{t.expired}</p>}
      </div>

      {status === 'failed' && request?.error && (
        <FailureLine failure={request.error} prefix={t.failed} />
      )}
      <FailureLine failure={failure} prefix="" />

      <div className="flex flex-wrap gap-3">
        {status === 'ready' ? (
          <Button
            ref={downloadRef}
            variant="primary"
            size="lg"
            onClick={() => void download()}
            disabled={busy}
          >
            <Download aria-hidden="true" className="size-[1.25em]" />
            {busy ? t.downloading : t.download}
          </Button>
        ) : (
          loaded &&
          !active(request) && (
            <Button variant="primary" size="lg" onClick={() => void prepare()} disabled={busy}>
              {status === 'failed' ? t.retry : t.prepare}
            </Button>
          )
        )}
      </div>
      {status === 'ready' && <p className="text-base text-muted-foreground">{t.keepSafe}</p>}
    </section>
  );
}
