import { exerciseEntries } from '@cep/contract';
import PDFDocument from 'pdfkit';
import { readFileSync } from 'node:fs';
import { ApiError } from '../platform/http/api-error';
import { fontRuns, type FontSlice } from './pdf-font';
import type { ReportFigures } from './report-figures';

/*
 * The training report as a PDF (issue 31), made by the server: the console's 报告 tab as printed
 * (header, assessments, adherence, exercises, signature line), in Chinese, on A4. Every line is
 * written run by run in the shipped font's slices (pdf-font.ts), each run placed at its x on the
 * line's baseline, so extractors read one line of real characters.
 *
 * Bounded: the figures hold at most `reportRowCap` rows per table, the document at most
 * `maxPages` pages, and at most `maxRenders` reports are drawn at once (at most `maxWaiting`
 * others wait their turn; more are refused with 50304).
 */

const maxPages = 5;
const maxRenders = 2;
const margin = 50;
const pageWidth = 595.28;
const pageHeight = 841.89;
const bottom = pageHeight - margin;

/** Slice files read once (each tens of KB; ~100 slices at most). */
const fontFiles = new Map<string, Buffer>();
function fontFile(slice: FontSlice): Buffer {
  let file = fontFiles.get(slice.path);
  if (!file) {
    file = readFileSync(slice.path);
    fontFiles.set(slice.path, file);
  }
  return file;
}

/** Requests that may wait for a turn; more are refused at once (50304), never queued unbounded. */
const maxWaiting = 8;

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` in one of the `maxRenders` turns; a finished turn passes straight to the next waiter. */
async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running < maxRenders) running += 1;
  else if (waiting.length >= maxWaiting) throw new ApiError(50304);
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

const findings: Record<string, string> = {
  possibleMci: '提示可能存在轻度认知障碍（MCI）',
  possibleDementia: '提示可能存在痴呆',
  withinNorm: '在常模正常范围内',
};

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** `CEP-000042`: the record's number, as the console's printed report shows it. */
export const patientCode = (id: number) => `CEP-${String(id).padStart(6, '0')}`;

class Writer {
  readonly doc: PDFKit.PDFDocument;
  y = margin;
  private readonly registered = new Set<string>();
  private pages = 1;
  /** Set when the page cap cut the report short. */
  full = false;

  constructor(title: string) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin,
      info: { Title: title, Creator: '认知增强平台', Producer: '认知增强平台' },
      lang: 'zh-CN',
      displayTitle: true,
    });
  }

  private use(slice: FontSlice, size: number): void {
    if (!this.registered.has(slice.name)) {
      this.doc.registerFont(slice.name, fontFile(slice));
      this.registered.add(slice.name);
    }
    this.doc.font(slice.name).fontSize(size);
  }

  width(text: string, size: number): number {
    let width = 0;
    for (const run of fontRuns(text)) {
      this.use(run.slice, size);
      width += this.doc.widthOfString(run.text);
    }
    return width;
  }

  /** Writes `text` on one line from `x` at the current y; false when the page cap is reached. */
  at(text: string, x: number, size: number, maxWidth = pageWidth - margin - x): void {
    let left = x;
    for (const run of fontRuns(text)) {
      this.use(run.slice, size);
      const width = this.doc.widthOfString(run.text);
      if (left + width > x + maxWidth + 0.5) break;
      this.doc.text(run.text, left, this.y, { lineBreak: false });
      left += width;
    }
  }

  /** Room for `height` more points, on a new page when needed; false past the page cap. */
  room(height: number): boolean {
    if (this.full) return false;
    if (this.y + height <= bottom) return true;
    if (this.pages >= maxPages) {
      this.full = true;
      return false;
    }
    this.doc.addPage();
    this.pages += 1;
    this.y = margin;
    return true;
  }

  line(text: string, size = 10.5, gap = 6): void {
    if (!this.room(size + gap)) return;
    this.at(text, margin, size);
    this.y += size + gap;
  }

  rule(weight = 0.5): void {
    this.doc
      .moveTo(margin, this.y)
      .lineTo(pageWidth - margin, this.y)
      .lineWidth(weight)
      .stroke();
    this.y += 6;
  }

  /** A table: a header row, then rows; columns as fractions of the text width. */
  table(columns: number[], header: string[], rows: string[][]): void {
    const width = pageWidth - 2 * margin;
    const xs = columns.reduce<number[]>(
      (at, share, index) => [...at, (at[index] ?? margin) + share * width],
      [margin],
    );
    const row = (cells: string[], size: number) => {
      if (!this.room(size + 8)) return;
      cells.forEach((cell, index) =>
        this.at(cell, xs[index]! + 2, size, (xs[index + 1] ?? pageWidth - margin) - xs[index]! - 4),
      );
      this.y += size + 4;
      this.doc
        .moveTo(margin, this.y)
        .lineTo(pageWidth - margin, this.y)
        .lineWidth(0.3)
        .stroke();
      this.y += 4;
    };
    row(header, 10);
    for (const cells of rows) row(cells, 10);
  }

  async finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.end();
    return done;
  }
}

export interface ReportPdfOptions {
  /** The report's name in the PDF (its title). */
  title: string;
  generatedAt: Date;
  /** Who asked for it (the 生成人 line). */
  generatedBy: string;
}

function draw(figures: ReportFigures, options: ReportPdfOptions): Writer {
  const out = new Writer(options.title);
  const { patient, adherence } = figures;
  out.line('认知增强平台', 10, 4);
  out.line(options.title, 18, 8);
  out.line(`患者编号：${patientCode(patient.id)}`);
  out.line(
    `患者：${patient.name}（${patient.age === null ? '年龄未填写' : `${patient.age} 岁`}，${patient.edu ?? '文化程度未填写'}）`,
  );
  out.line(`报告期间：${figures.from} 至 ${figures.to}`);
  const when = new Date(options.generatedAt.getTime() + 8 * 3_600_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
  out.line(`生成时间：${when}（北京时间）\u3000生成人：${options.generatedBy}`);
  out.rule(1.2);

  out.line('一、认知评估（MoCA / MMSE）', 13, 8);
  if (figures.assessments.length === 0) {
    out.line('本期间没有已完成的评估，此前也没有。');
  } else {
    if (figures.assessmentsBefore) out.line('本期间没有已完成的评估；以下为此前最近一次。');
    out.table(
      [0.18, 0.12, 0.14, 0.12, 0.44],
      ['日期', '量表', '总分', '界值', '结论'],
      figures.assessments.map((sheet) => [
        sheet.testedOn,
        sheet.kind === 'moca' ? 'MoCA' : 'MMSE',
        `${sheet.interpretation?.total ?? sheet.rawTotal}/30`,
        sheet.interpretation ? String(sheet.interpretation.cutoff) : '—',
        sheet.interpretation ? (findings[sheet.interpretation.finding] ?? '—') : '—',
      ]),
    );
  }
  out.y += 8;

  out.line('二、训练依从性', 13, 8);
  out.table(
    [0.5, 0.5],
    ['项目', '数值'],
    [
      ['计划训练天数', String(adherence.plannedDays)],
      ['实际训练天数', String(adherence.trainedDays)],
      ['完成率', adherence.rate === null ? '—' : percent(adherence.rate)],
      ['完成训练次数', String(adherence.sessions)],
      ['训练分钟数', String(adherence.minutes)],
    ],
  );
  out.y += 8;

  out.line('三、各训练项目', 13, 8);
  if (figures.exercises.length === 0) {
    out.line('本期间没有训练记录。');
  } else {
    out.table(
      [0.4, 0.15, 0.2, 0.25],
      ['训练项目', '次数', '平均正确率', '级别（期初 → 期末）'],
      figures.exercises.map((row) => [
        exerciseEntries[row.kind].name['zh-CN'],
        String(row.runs),
        percent(row.meanAccuracy),
        `${row.firstLevel} → ${row.lastLevel}`,
      ]),
    );
  }
  out.y += 16;
  out.line('医生签名：________________\u3000\u3000日期：____________');
  out.line('本报告由认知增强平台根据训练与评估记录生成，供临床参考。', 9);
  if (out.full) {
    // The cap cut rows: say so on the last page's foot, where room was kept.
    out.y = bottom;
    out.at('（报告过长，已截断）', margin, 9);
  }
  return out;
}

/** The report of `figures` as PDF bytes. */
export function renderReportPdf(
  figures: ReportFigures,
  options: ReportPdfOptions,
): Promise<Buffer> {
  return turn(async () => {
    try {
      return await draw(figures, options).finish();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new Error('report PDF failed', { cause: error });
    }
  });
}
