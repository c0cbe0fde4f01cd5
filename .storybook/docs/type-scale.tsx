import { useLayoutEffect, useRef, useState } from 'react';
import { fontScales, type FontScale } from '../axe-every-theme';

/*
 * The type table of the Tokens page: each text size at each font scale, measured from the
 * stylesheet the kit ships at render time.
 */

/**
 * The factor each font scale sets on <html>, read from the stylesheet's
 * `html[data-font-scale=…] { --font-scale }` rules (inside Tailwind's base layer).
 */
function readFontScales(): Partial<Record<FontScale, number>> {
  const found: Partial<Record<FontScale, number>> = {};
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        const match = /^html\[data-font-scale="?([a-z]+)"?\]$/.exec(rule.selectorText);
        const value = rule.style.getPropertyValue('--font-scale');
        if (match && value) found[match[1] as FontScale] = Number(value);
      }
      if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      visit(sheet.cssRules);
    } catch {
      // A cross-origin sheet (none here) cannot be read.
    }
  }
  return found;
}

const fontScaleTitles: Record<FontScale, string> = {
  default: '默认',
  medium: '大号',
  small: '中号',
  mini: '小号',
};

/** The text sizes the kit uses, as Tailwind classes (literal, so Tailwind generates them). */
const textSizes = [
  { name: 'text-xs', className: 'text-xs', use: 'Rare: keyboard hints' },
  { name: 'text-sm', className: 'text-sm', use: 'Table cells, captions, badges, help text' },
  { name: 'text-base', className: 'text-base', use: 'Body text, inputs, buttons (md)' },
  { name: 'text-lg', className: 'text-lg', use: 'Card titles, large buttons (patients)' },
  { name: 'text-xl', className: 'text-xl', use: 'Page titles' },
  { name: 'text-2xl', className: 'text-2xl', use: 'Stat card figures' },
  { name: 'text-4xl', className: 'text-4xl', use: 'Exercise stimuli' },
] as const;

export function TypeScale() {
  const sampleRefs = useRef<(HTMLSpanElement | null)[]>([]);
  const [measured, setMeasured] = useState<{ rem: number; lineHeight: string }[]>([]);
  const [scales, setScales] = useState<Partial<Record<FontScale, number>>>({});
  useLayoutEffect(() => {
    const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize);
    setMeasured(
      sampleRefs.current.map((element) => {
        const style = getComputedStyle(element!);
        return {
          rem: parseFloat(style.fontSize) / rootPx,
          lineHeight: (parseFloat(style.lineHeight) / parseFloat(style.fontSize)).toFixed(2),
        };
      }),
    );
    setScales(readFontScales());
  }, []);
  return (
    <div className="sb-unstyled overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="mb-2 text-left text-sm">
          Size in px at each font scale of the settings drawer (browser default 16 px); line height
          as a multiple of the size.
        </caption>
        <thead>
          <tr className="text-sm">
            <th scope="col">Token</th>
            <th scope="col">rem</th>
            {fontScales.map((scale) => (
              <th scope="col" key={scale}>
                {fontScaleTitles[scale]} ×{scales[scale] ?? '?'}
              </th>
            ))}
            <th scope="col">Line height</th>
            <th scope="col">Sample and use</th>
          </tr>
        </thead>
        <tbody>
          {textSizes.map((size, index) => {
            const rem = measured[index]?.rem;
            return (
              <tr key={size.name} className="border-t border-border align-baseline">
                <th scope="row" className="py-2 pr-3 font-mono text-sm font-normal">
                  {size.name}
                </th>
                <td className="pr-3 font-mono text-sm">{rem?.toFixed(3)}</td>
                {fontScales.map((scale) => (
                  <td key={scale} className="pr-3 font-mono text-sm">
                    {rem !== undefined && scales[scale] !== undefined
                      ? `${(rem * 16 * scales[scale]).toFixed(1)} px`
                      : '?'}
                  </td>
                ))}
                <td className="pr-3 font-mono text-sm">{measured[index]?.lineHeight}</td>
                <td className="py-2">
                  <span
                    ref={(element) => {
                      sampleRefs.current[index] = element;
                    }}
                    className={`block ${size.className}`}
                  >
                    训练 Training 123
                  </span>
                  <span className="block text-sm text-muted-foreground">{size.use}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
