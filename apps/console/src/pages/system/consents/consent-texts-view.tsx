import type { ApiClient } from '@cep/api-client';
import {
  consentPurposes,
  type ConsentPurpose,
  type ConsentText,
  type ConsentTextPublish,
} from '@cep/contract';
import { Badge, Button, Checkbox, FormField, Input, Textarea, useMessages } from '@cep/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { dayOf } from '../../../consent/consent-text';
import { notifySuccess } from '../../../feedback/toasts';
import { ListPageFrame } from '../../../lists';
import { FailureLine, messageOf } from '../../../second-factor/failure-line';
import { consentTextsMessages } from './messages';

/** The calls the page makes (`api`'s; a story passes its own). */
export type ConsentTextsCalls = Pick<ApiClient, 'listConsentTexts' | 'publishConsentText'>;

/**
 * 知情同意书 (issue 32 item 2; 'consent:manage', admins): each purpose's versions, newest first,
 * and 发布新版本 — a form prefilled with the current text. Versions are never edited; the new one
 * says whether patients must decide again.
 */
export function ConsentTextsView({ calls }: { calls: ConsentTextsCalls }) {
  const t = useMessages(consentTextsMessages);
  const [texts, setTexts] = useState<ConsentText[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => {
    calls.listConsentTexts().then(setTexts, (error: unknown) => setFailure(messageOf(error)));
  }, [calls]);
  useEffect(load, [load]);

  return (
    <ListPageFrame title={t.title}>
      <p>{t.intro}</p>
      <FailureLine failure={failure} prefix={t.failed} />
      {texts === null
        ? failure === null && <p role="status">{t.loading}</p>
        : consentPurposes.map((purpose) => (
            <PurposeVersions
              key={purpose}
              purpose={purpose}
              versions={texts.filter((text) => text.purpose === purpose)}
              calls={calls}
              onPublished={load}
            />
          ))}
    </ListPageFrame>
  );
}

function PurposeVersions({
  purpose,
  versions,
  calls,
  onPublished,
}: {
  purpose: ConsentPurpose;
  versions: ConsentText[];
  calls: ConsentTextsCalls;
  onPublished: () => void;
}) {
  const t = useMessages(consentTextsMessages);
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [current, ...earlier] = versions;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t.purpose[purpose]}
        </h2>
        {!editing && current && <Button onClick={() => setEditing(true)}>{t.publishNew}</Button>}
      </div>
      {current && <Version text={current} label={t.current} />}
      {editing && current && (
        <PublishForm
          from={current}
          calls={calls}
          onDone={(published) => {
            setEditing(false);
            if (published) onPublished();
          }}
        />
      )}
      {earlier.length > 0 && (
        <details>
          <summary className="cursor-pointer py-2">
            {t.history} ({earlier.length})
          </summary>
          <div className="flex flex-col gap-3">
            {earlier.map((text) => (
              <Version key={text.version} text={text} />
            ))}
          </div>
        </details>
      )}
    </section>
  );
}

function Version({ text, label }: { text: ConsentText; label?: string }) {
  const t = useMessages(consentTextsMessages);
  return (
    <article className="flex flex-col gap-1 rounded-md bg-muted p-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {label && <Badge variant="primary">{label}</Badge>}
        <span className="font-semibold">{t.version(text.version)}</span>
        <span>{t.published(dayOf(text.publishedAt), text.publishedByName)}</span>
        {text.version > 1 && (
          <Badge variant={text.requiresRedecision ? 'warning' : 'default'}>
            {text.requiresRedecision ? t.redecision : t.noRedecision}
          </Badge>
        )}
      </p>
      <p className="font-semibold">{text.titleZh}</p>
      <p>{text.bodyZh}</p>
      <p className="font-semibold">{text.titleEn}</p>
      <p>{text.bodyEn}</p>
    </article>
  );
}

function PublishForm({
  from,
  calls,
  onDone,
}: {
  from: ConsentText;
  calls: ConsentTextsCalls;
  onDone: (published: boolean) => void;
}) {
  const t = useMessages(consentTextsMessages);
  const [draft, setDraft] = useState<ConsentTextPublish>({
    purpose: from.purpose,
    titleZh: from.titleZh,
    bodyZh: from.bodyZh,
    titleEn: from.titleEn,
    bodyEn: from.bodyEn,
    requiresRedecision: true,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: 'titleZh' | 'bodyZh' | 'titleEn' | 'bodyEn') => (value: string) =>
    setDraft((old) => ({ ...old, [field]: value }));
  const publish = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const text = await calls.publishConsentText(draft);
      notifySuccess(t.publishedToast(text.version));
      onDone(true);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void publish();
      }}
    >
      <FormField label={t.titleZh} required>
        <Input value={draft.titleZh} onChange={(e) => set('titleZh')(e.target.value)} />
      </FormField>
      <FormField label={t.bodyZh} required>
        <Textarea rows={5} value={draft.bodyZh} onChange={(e) => set('bodyZh')(e.target.value)} />
      </FormField>
      <FormField label={t.titleEn} required>
        <Input value={draft.titleEn} onChange={(e) => set('titleEn')(e.target.value)} />
      </FormField>
      <FormField label={t.bodyEn} required>
        <Textarea rows={5} value={draft.bodyEn} onChange={(e) => set('bodyEn')(e.target.value)} />
      </FormField>
      <Checkbox
        label={t.requiresRedecision}
        checked={draft.requiresRedecision}
        onCheckedChange={(checked) =>
          setDraft((old) => ({ ...old, requiresRedecision: checked === true }))
        }
      />
      <p className="text-sm">{t.requiresRedecisionHint}</p>
      <FailureLine failure={failure} prefix={t.failed} />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" loading={busy}>
          {t.publish}
        </Button>
        <Button onClick={() => onDone(false)}>{t.cancel}</Button>
      </div>
    </form>
  );
}
