import type { ExerciseList, PatientProgress } from '@cep/contract';
import { useLocale, useMessages } from '@cep/ui';
import { Chart } from '@cep/ui/chart';
import { useMemo } from 'react';
import { progressMessages } from './messages';

const dayOf = (at: number, locale: string) =>
  new Date(at).toLocaleDateString(locale, { month: 'numeric', day: 'numeric' });

/**
 * The two charts of 训练进度 (each with the kit's table alternative): the level of every plan
 * item at each session, and each session's mean accuracy (line) and mean reaction time (bars).
 * A module of its own, loaded lazily: the chart wrapper and ECharts load with the tab.
 */
export default function ProgressCharts({
  progress,
  catalogue,
}: {
  progress: PatientProgress;
  catalogue: ExerciseList;
}) {
  const t = useMessages(progressMessages);
  const locale = useLocale();
  const { categories, levels, accuracy, rt } = useMemo(() => {
    const sessions = progress.sessions.filter((session) => session.runs.length > 0);
    const categories = sessions.map(
      (session, index) => `${index + 1} · ${dayOf(session.startedAt, locale)}`,
    );
    const nameOf = (kind: string) =>
      catalogue.find((entry) => entry.kind === kind)?.name[locale] ?? kind;
    const levels = progress.items.map((item) => ({
      name: nameOf(item.kind),
      data: sessions.map(
        (session) => item.levels.find((level) => level.sessionId === session.id)?.level ?? null,
      ),
    }));
    const mean = (values: number[]) =>
      values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
    const accuracy = sessions.map((session) => {
      const value = mean(
        session.runs.flatMap((run) => (run.accuracy === undefined ? [] : [run.accuracy])),
      );
      return value === null ? null : Math.round(value * 100);
    });
    const rt = sessions.map((session) => {
      const value = mean(
        session.runs.flatMap((run) => (run.meanRtMs == null ? [] : [run.meanRtMs])),
      );
      return value === null ? null : Math.round(value);
    });
    return { categories, levels, accuracy, rt };
  }, [progress, catalogue, locale]);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Chart
        label={t.levelsChart}
        kind="line"
        categories={categories}
        categoryAxisName={t.sessionAxis}
        axes={[{ name: t.level, min: 1 }]}
        series={levels}
        height="16rem"
      />
      <Chart
        label={t.accuracyChart}
        kind="mix"
        categories={categories}
        categoryAxisName={t.sessionAxis}
        axes={[
          { name: t.meanRt, unit: t.ms, min: 0 },
          { name: t.accuracy, unit: t.percent, min: 0, max: 100 },
        ]}
        series={[
          { name: t.meanRt, data: rt },
          { name: t.accuracy, data: accuracy, axis: 1 },
        ]}
        height="16rem"
      />
    </div>
  );
}
