import { useEffect, useState } from 'react';

/** The time now, renewed every minute (what "今天 09:12" and "昨天" are measured from). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
