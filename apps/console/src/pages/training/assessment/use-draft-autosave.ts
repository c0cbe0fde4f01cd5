import type { Assessment, AssessmentDraftSave, AssessmentScores } from '@cep/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveState = 'saved' | 'saving' | 'failed' | 'conflict';

/** Sends a draft; rejects with an error carrying `code` (40902 = saved elsewhere, 0 = no answer). */
export type SaveDraft = (draft: AssessmentDraftSave) => Promise<Assessment>;

/**
 * A draft's scores, saved to the server shortly after each change (`delayMs`), one save at a time
 * and always with the newest scores. A failed save keeps the scores on screen and waits for
 * `retry()` or the next change; a save refused because another screen saved first (40902) stops
 * saving, keeping the scores on screen, until the clinician loads the latest (`reload`) or keeps
 * theirs over it (`keepMine`). `flush()` saves what is pending now (before
 * finishing) and tells whether everything reached the server.
 */
export function useDraftAutosave(draft: Assessment, saveDraft: SaveDraft, delayMs = 300) {
  const [scores, setScores] = useState<AssessmentScores>(draft.scores);
  const [state, setState] = useState<SaveState>('saved');
  const [stored, setStored] = useState<Assessment>(draft);
  const latest = useRef({ scores: draft.scores, revision: draft.revision, dirty: false });
  const conflict = useRef(false);
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const saveOnce = useCallback(async (): Promise<boolean> => {
    if (conflict.current) return false;
    if (!latest.current.dirty) return true;
    const sent = latest.current.scores;
    latest.current.dirty = false;
    setState('saving');
    try {
      const saved = await saveDraft({
        id: draft.id,
        patientId: draft.patientId,
        kind: draft.kind,
        testedOn: draft.testedOn,
        scores: sent,
        revision: latest.current.revision,
      });
      latest.current.revision = saved.revision;
      setStored(saved);
      if (!latest.current.dirty) setState('saved');
      return true;
    } catch (error) {
      latest.current.dirty = true;
      const code = (error as { code?: number }).code;
      if (code === 40902) conflict.current = true;
      setState(code === 40902 ? 'conflict' : 'failed');
      return false;
    }
  }, [draft.id, draft.patientId, draft.kind, draft.testedOn, saveDraft]);

  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    chain.current = chain.current.then(saveOnce);
    return chain.current;
  }, [saveOnce]);

  const setScore = useCallback(
    (key: string, value: number | null) => {
      const next = { ...latest.current.scores, [key]: value };
      latest.current.scores = next;
      latest.current.dirty = true;
      setScores(next);
      if (conflict.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  // Going elsewhere in the console with a save still due: it is sent now, not dropped.
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);
  useEffect(
    () => () => {
      if (latest.current.dirty) void flushRef.current();
    },
    [],
  );

  // Leaving with scores not yet on the server: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current.dirty) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
    };
  }, []);

  /** Another screen saved first (a refused finish): stop saving until the clinician chooses. */
  const conflicted = useCallback(() => {
    conflict.current = true;
    setState('conflict');
  }, []);

  /** 读取最新版本: the latest draft replaces what was typed here. */
  const reload = useCallback((fresh: Assessment) => {
    clearTimeout(timer.current);
    latest.current = { scores: fresh.scores, revision: fresh.revision, dirty: false };
    conflict.current = false;
    setScores(fresh.scores);
    setStored(fresh);
    setState('saved');
  }, []);

  /** 保留我的修改 after the comparison: the scores here are saved over the latest draft, now. */
  const keepMine = useCallback(
    (fresh: Assessment) => {
      latest.current = { ...latest.current, revision: fresh.revision, dirty: true };
      conflict.current = false;
      return flush();
    },
    [flush],
  );

  return {
    scores,
    state,
    /** The draft as the server last answered it (revision, section totals). */
    stored,
    revision: () => latest.current.revision,
    setScore,
    flush,
    retry: flush,
    conflicted,
    reload,
    keepMine,
  };
}
