import { useCallback, useState } from 'react';
import { messageOf } from './failure-line';

/**
 * One request of a second-factor form at a time: `busy` while it runs, and the server's refusal
 * as `failure` (cleared when the next attempt starts) for the form's FailureLine.
 */
export function useAttempt(): {
  busy: boolean;
  failure: string | null;
  setFailure: (failure: string | null) => void;
  attempt: (work: () => Promise<void>) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useCallback(async (work: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, failure, setFailure, attempt };
}
