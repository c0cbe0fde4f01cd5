import { useSession } from '@cep/auth/react';
import { Watermark } from '@cep/ui';
import { useEffect, useState } from 'react';

/** `2026-11-23 15:40`, local time: what a printout or photograph is traced by. */
function minuteOf(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * Issue 12: the signed-in person's name and the current minute over the whole window while it
 * shows patient data (a page whose route has `meta.patientData`, a patient's personal centre).
 * Above the dialogs (z-60), under the idle lock (z-100); clicks go through.
 */
export function PatientWatermark() {
  const { name } = useSession();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return <Watermark name={name} time={minuteOf(now)} className="fixed z-[60]" />;
}
