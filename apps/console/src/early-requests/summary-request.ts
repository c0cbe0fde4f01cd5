import type { DashboardSummary } from '@cep/contract';
import { api } from '../api-client';

/** An early request is used only this soon after it started; later the page asks again. */
const FRESH_MS = 10_000;

let early:
  { at: number; summary: Promise<DashboardSummary>; answer?: DashboardSummary } | undefined;

const requestSummary = () => api.getDashboardSummary();

/**
 * Starts 首页's request while its code and the shell's still load (the registry's loader calls
 * it), instead of after both have loaded and drawn: the first card with data comes one round of
 * loading sooner. A failure is handled where the page takes the answer.
 */
export function requestSummaryEarly(): void {
  // Asked for beside the session on a first load (warm-start.ts), then by the route: one request.
  if (early && Date.now() - early.at < FRESH_MS) return;
  const summary = requestSummary();
  const entry: NonNullable<typeof early> = { at: Date.now(), summary };
  summary.then(
    (answer) => (entry.answer = answer),
    () => {},
  );
  early = entry;
}

/**
 * The early answer if it has already come (and is fresh): the page then draws its cards in its
 * first render, without a loading state in between, and forgets it once mounted.
 */
export function summaryAnswered(): DashboardSummary | undefined {
  return early?.answer && Date.now() - early.at < FRESH_MS ? early.answer : undefined;
}

/** The early request is used once: a later visit to 首页 asks again. */
export function forgetEarlySummary(): void {
  early = undefined;
}

/** The early request, once and while fresh (the page's first mount); otherwise a new one. */
export function takeSummary(): Promise<DashboardSummary> {
  const taken = early;
  early = undefined;
  return taken && Date.now() - taken.at < FRESH_MS ? taken.summary : requestSummary();
}
