import type { RecordingFeatures } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { Chart } from '@cep/ui/chart';
import { useEffect, useState } from 'react';
import { api } from '../../api-client';
import { mpsaMessages } from './messages';

const bands = ['delta', 'theta', 'alpha', 'beta', 'gamma'] as const;

/** Band power per second, heart rate per second and HRV over the recording (the kit's Chart). */
export function FeaturesPanel({ recordingId }: { recordingId: number }) {
  const t = useMessages(mpsaMessages);
  const [features, setFeatures] = useState<RecordingFeatures | null>(null);
  useEffect(() => {
    let current = true;
    api.getRecordingFeatures(recordingId).then(
      (next) => current && setFeatures(next),
      () => current && setFeatures(null),
    );
    return () => {
      current = false;
    };
  }, [recordingId]);
  if (!features) return <p role="status">{t.loading}</p>;
  const categories = features.seconds.map((s) => String(s.second));
  const hasBands = features.seconds.some((s) => s.bands !== null);
  const hasHeart = features.seconds.some((s) => s.heartRate !== null);
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 lg:grid-cols-2">
        {hasBands ? (
          <Chart
            label={t.bands}
            kind="line"
            categories={categories}
            categoryAxisName={t.second}
            axes={[{ name: 'µV²', min: 0 }]}
            series={bands.map((band) => ({
              name: t.bandNames[band],
              data: features.seconds.map((s) =>
                s.bands === null ? null : Number(s.bands[band].toFixed(2)),
              ),
            }))}
            height="16rem"
          />
        ) : (
          <p>{t.noBands}</p>
        )}
        {hasHeart ? (
          <Chart
            label={t.heartRate}
            kind="line"
            categories={categories}
            categoryAxisName={t.second}
            axes={[{ name: t.bpm, min: 0 }]}
            series={[
              {
                name: t.heartRate,
                data: features.seconds.map((s) =>
                  s.heartRate === null ? null : Math.round(s.heartRate),
                ),
              },
            ]}
            height="16rem"
          />
        ) : null}
      </div>
      <p className="m-0" data-testid="hrv">
        {features.hrv
          ? t.hrv(features.hrv.sdnnMs, features.hrv.rmssdMs, features.hrv.beats)
          : t.noHrv}
      </p>
    </div>
  );
}
