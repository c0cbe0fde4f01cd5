import { exerciseEntries, type ExerciseKind, type Locale } from '@cep/contract';
import { sql as raw, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { signedIn, type Handler } from '../platform/calls/context';
import { sendListExport } from '../platform/lists/list-export';
import { columnsIn } from '../platform/lists/export-columns';
import type { ExportColumn } from '../platform/lists/export-rows';
import { requireTrainingPatient } from '../training/access';
import { audited } from '../platform/calls/audited';
import { reportPdf, reportPeriod } from './report-document';

/*
 * The report's Excel export (issue 14): a patient's exercise results in a period, one row each,
 * for the clinic's file. Clinicians of the care team only (report:export, then the care team);
 * audited with the period and the row count before the first byte, as every export.
 */

interface ResultRow {
  day: string;
  session_id: number;
  exercise_kind: string;
  level: number;
  outcome: string;
  accuracy: number;
  mean_rt_ms: number | null;
  median_rt_ms: number | null;
  omissions: number;
  commissions: number;
  trial_count: number;
}

type Period = { patientId: number; from: string; to: string };

/** The period's results: China days, so `to` counts whole. */
function periodResults(sql: Kysely<Tables>, period: Period) {
  return sql
    .selectFrom('exercise_results')
    .where('patient_id', '=', period.patientId)
    .where(
      'finished_at',
      '>=',
      raw<Date>`(${period.from}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`,
    )
    .where(
      'finished_at',
      '<',
      raw<Date>`(${period.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`,
    );
}

const headers: Record<keyof ResultRow, Record<Locale, string>> = {
  day: { 'zh-CN': '日期', 'en-US': 'Date' },
  session_id: { 'zh-CN': '训练编号', 'en-US': 'Session' },
  exercise_kind: { 'zh-CN': '训练项目', 'en-US': 'Exercise' },
  level: { 'zh-CN': '级别', 'en-US': 'Level' },
  outcome: { 'zh-CN': '结果', 'en-US': 'Outcome' },
  accuracy: { 'zh-CN': '正确率(%)', 'en-US': 'Accuracy (%)' },
  mean_rt_ms: { 'zh-CN': '平均反应时(毫秒)', 'en-US': 'Mean RT (ms)' },
  median_rt_ms: { 'zh-CN': '反应时中位数(毫秒)', 'en-US': 'Median RT (ms)' },
  omissions: { 'zh-CN': '漏按', 'en-US': 'Omissions' },
  commissions: { 'zh-CN': '错按', 'en-US': 'Commissions' },
  trial_count: { 'zh-CN': '试次数', 'en-US': 'Trials' },
};

const outcomes: Record<string, Record<Locale, string>> = {
  completed: { 'zh-CN': '完成', 'en-US': 'Completed' },
  abandoned: { 'zh-CN': '中止', 'en-US': 'Abandoned' },
};

function columns(locale: Locale): ExportColumn<ResultRow>[] {
  return columnsIn<ResultRow, keyof ResultRow>(locale, headers, {
    day: (row) => row.day,
    session_id: (row) => row.session_id,
    exercise_kind: (row) =>
      exerciseEntries[row.exercise_kind as ExerciseKind]?.name[locale] ?? row.exercise_kind,
    level: (row) => row.level,
    outcome: (row) => outcomes[row.outcome]?.[locale] ?? row.outcome,
    accuracy: (row) => Math.round(row.accuracy * 1000) / 10,
    mean_rt_ms: (row) => row.mean_rt_ms,
    median_rt_ms: (row) => row.median_rt_ms,
    omissions: (row) => row.omissions,
    commissions: (row) => row.commissions,
    trial_count: (row) => row.trial_count,
  });
}

const exportReport: Handler<'exportReport'> = async (ctx) => {
  const { session, query } = signedIn(ctx);
  return sendListExport(ctx, {
    action: 'exportReport',
    entity: 'report',
    query,
    // Inside the export's audited transaction, so a refusal is on record too.
    count: async (sql) => {
      await requireTrainingPatient(sql, session, query.patientId);
      return Number(
        (
          await periodResults(sql, query)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    },
    rows: (sql, limit) =>
      periodResults(sql, query)
        .select([
          raw<string>`to_char(finished_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')`.as(
            'day',
          ),
          'session_id',
          'exercise_kind',
          'level',
          'outcome',
          'accuracy',
          'mean_rt_ms',
          'median_rt_ms',
          'omissions',
          'commissions',
          'trial_count',
        ])
        .orderBy('finished_at')
        .orderBy('id')
        .limit(limit)
        .compile(),
    name: `report-${query.patientId}`,
    columns: columns(query.locale),
  });
};

/**
 * The report as a PDF (issue 31): drawn by the server, audited as a read of the patient's data
 * with the period (a refusal too), the file sent whole (a few pages, bounded).
 */
const exportReportPdf: Handler<'exportReportPdf'> = async (ctx) => {
  const { session, query } = signedIn(ctx);
  const period = reportPeriod(query.from, query.to);
  const pdf = await audited(
    ctx,
    {
      action: 'exportReportPdf',
      entity: 'report',
      entityId: query.patientId,
      read: true,
      detail: { ...period, format: 'pdf' },
    },
    (sql) => reportPdf(sql, session, query.patientId, period),
  );
  return ctx.reply
    .code(200)
    .type('application/pdf')
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `attachment; filename="report-${query.patientId}-${period.from}-${period.to}.pdf"`,
    )
    .send(pdf);
};

export const reportHandlers = { exportReport, exportReportPdf };
