import type { Locale } from '@cep/ui';

/*
 * The key's nine symbols: our own simple line shapes (no test's items), each easy to tell apart
 * at 32 px and named for screen readers. Drawn in the text colour, so every theme and high
 * contrast keep them legible.
 */
export const SYMBOLS = [
  { id: 'ring', name: { 'zh-CN': '圆圈', 'en-US': 'ring' }, d: 'M12 4a8 8 0 1 0 0.01 0' },
  { id: 'triangle', name: { 'zh-CN': '三角', 'en-US': 'triangle' }, d: 'M12 4 20 19H4Z' },
  { id: 'cross', name: { 'zh-CN': '十字', 'en-US': 'cross' }, d: 'M12 4v16M4 12h16' },
  { id: 'saltire', name: { 'zh-CN': '叉号', 'en-US': 'saltire' }, d: 'M5 5l14 14M19 5 5 19' },
  { id: 'diamond', name: { 'zh-CN': '菱形', 'en-US': 'diamond' }, d: 'M12 3l8 9-8 9-8-9Z' },
  { id: 'bars', name: { 'zh-CN': '双横', 'en-US': 'two bars' }, d: 'M4 8h16M4 16h16' },
  { id: 'arc', name: { 'zh-CN': '半圆', 'en-US': 'arch' }, d: 'M4 18a8 8 0 0 1 16 0' },
  { id: 'corner', name: { 'zh-CN': '折角', 'en-US': 'corner' }, d: 'M6 4v14h13' },
  {
    id: 'boxSlash',
    name: { 'zh-CN': '斜杠方块', 'en-US': 'slashed box' },
    d: 'M5 5h14v14H5ZM5 19 19 5',
  },
] as const satisfies ReadonlyArray<{ id: string; name: Record<Locale, string>; d: string }>;

export type SymbolId = (typeof SYMBOLS)[number]['id'];

export function symbolById(id: string) {
  return SYMBOLS.find((symbol) => symbol.id === id)!;
}

/** One symbol, `label` its accessible name (or hidden when the text beside it says it). */
export function SymbolGlyph({
  id,
  label,
  className = 'size-8',
}: {
  id: string;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={symbolById(id).d} />
    </svg>
  );
}
