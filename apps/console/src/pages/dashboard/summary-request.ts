import type { DashboardSummary } from '@cep/contract';
import { loadApi } from '../../session';

/** An early request is used only this soon after it started; later the page asks again. */
const FRESH_MS = 10_000;

let early: { at: number; summary: Promise<DashboardSummary> } | undefined;

const requestSummary = () => loadApi().then((api) => api.getDashboardSummary());

/**
 * Starts 首页's request while its code and the shell's still load (the registry's loader calls
 * it), instead of after both have loaded and drawn: the first card with data comes one round of
 * loading sooner. A failure is handled where the page takes the answer.
 */
export function requestSummaryEarly(): void {
  const summary = requestSummary();
  summary.catch(() => {});
  early = { at: Date.now(), summary };
}

/** The early request, once and while fresh (the page's first mount); otherwise a new one. */
export function takeSummary(): Promise<DashboardSummary> {
  const taken = early;
  early = undefined;
  return taken && Date.now() - taken.at < FRESH_MS ? taken.summary : requestSummary();
}
