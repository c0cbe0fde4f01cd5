import { contrastRatio } from '@cep/ui';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { fontScales, themes, type FontScale, type Theme } from '../axe-every-theme';

/*
 * The token tables of the docs pages. Every figure is read from the stylesheet the kit ships
 * (theme.css through Tailwind), at render time: a change to a token changes the page.
 */

export const themeTitles: Record<Theme, string> = {
  default: 'Light (default)',
  dark: 'Dark',
  'high-contrast': 'High contrast',
};

/** WCAG AA in light and dark, AAA (7:1) in high contrast: the rule contrast.test.ts enforces. */
const minimumTextContrast: Record<Theme, number> = {
  default: 4.5,
  dark: 4.5,
  'high-contrast': 7,
};

/** The [text, background] pairs the components draw (as src/theme/contrast.test.ts lists them). */
const textPairs: [string, string][] = [
  ['--foreground', '--background'],
  ['--foreground', '--muted'],
  ['--foreground', '--primary-subtle'],
  ['--muted-foreground', '--background'],
  ['--muted-foreground', '--muted'],
  ['--primary-foreground', '--primary'],
  ['--primary-foreground', '--primary-hover'],
  ['--primary-text', '--background'],
  ['--primary-text', '--primary-subtle'],
  ['--success', '--background'],
  ['--success-foreground', '--success'],
  ['--warning', '--background'],
  ['--warning-foreground', '--warning'],
  ['--danger', '--background'],
  ['--danger-foreground', '--danger'],
  ['--danger-foreground', '--danger-hover'],
  ['--info', '--background'],
  ['--info-foreground', '--info'],
];

/** Boundaries and focus: WCAG 1.4.11 asks 3:1 against what they sit on. */
const nonTextPairs: [string, string][] = [
  ['--border', '--background'],
  ['--focus', '--background'],
  ['--focus', '--muted'],
];

const swatchTokens = [
  '--background',
  '--foreground',
  '--muted',
  '--muted-foreground',
  '--border',
  '--primary',
  '--primary-hover',
  '--primary-subtle',
  '--primary-text',
  '--primary-foreground',
  '--success',
  '--warning',
  '--danger',
  '--info',
  '--focus',
  '--ring',
];

/** Reads custom properties off an element once it is laid out (var() references resolved). */
function useTokens(names: readonly string[]) {
  const ref = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    const style = getComputedStyle(ref.current!);
    setValues(Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()])));
    // The names are module constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [ref, values] as const;
}

const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`;

function PairRow(props: {
  text: string;
  background: string;
  values: Record<string, string>;
  minimum: number;
  /** A border or focus ring, drawn as a frame rather than as text. */
  nonText?: boolean;
}) {
  const { text, background, values, minimum, nonText = false } = props;
  const fg = values[text];
  const bg = values[background];
  if (!fg || !bg) return null;
  const ratio = contrastRatio(fg, bg);
  const passes = ratio >= minimum;
  return (
    <tr data-pair={`${text} on ${background}`} data-ratio={ratio.toFixed(2)}>
      <td className="py-1 pr-3">
        {nonText ? (
          <span
            aria-hidden="true"
            className="inline-block p-1.5"
            style={{ backgroundColor: `var(${background})` }}
          >
            <span
              className="block h-5 w-12 rounded-sm border-2"
              style={{ borderColor: `var(${text})` }}
            />
          </span>
        ) : (
          <span
            className="inline-block rounded-sm border border-border px-2 py-0.5"
            style={{ color: `var(${text})`, backgroundColor: `var(${background})` }}
          >
            Aa 文字
          </span>
        )}
      </td>
      <td className="py-1 pr-3 font-mono text-sm">
        {text.slice(2)} / {background.slice(2)}
      </td>
      <td className="py-1 pr-3 font-mono text-sm">{ratioText(ratio)}</td>
      <td className="py-1 text-sm">
        {passes ? '✓ ' : '✗ '}
        {passes ? `passes ${minimum}:1` : `below ${minimum}:1`}
      </td>
    </tr>
  );
}

/** One theme's swatches and contrast table, inside its own `data-theme` block. */
export function ThemeColours({ theme }: { theme: Theme }) {
  const [ref, values] = useTokens([
    ...new Set([...swatchTokens, ...textPairs.flat(), ...nonTextPairs.flat()]),
  ]);
  const headingId = `colours-${theme}`;
  return (
    <section
      aria-labelledby={headingId}
      data-theme={theme}
      ref={ref}
      className="sb-unstyled rounded-md border border-border bg-background p-4 text-foreground"
    >
      <h3 id={headingId} className="mb-3 text-lg font-semibold">
        {themeTitles[theme]}
      </h3>
      <ul className="mb-4 grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
        {swatchTokens.map((name) => (
          <li key={name} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-8 shrink-0 rounded-sm border border-border"
              style={{ backgroundColor: `var(${name})` }}
            />
            <span className="text-sm leading-tight">
              <span className="block font-mono">{name.slice(2)}</span>
              <span className="block font-mono">{values[name]}</span>
            </span>
          </li>
        ))}
      </ul>
      <table className="w-full border-collapse text-left">
        <caption className="mb-1 text-left text-sm font-semibold">
          Text on background (at least {minimumTextContrast[theme]}:1)
        </caption>
        <thead>
          <tr className="text-sm">
            <th scope="col">Sample</th>
            <th scope="col">Text / background</th>
            <th scope="col">Ratio</th>
            <th scope="col">WCAG</th>
          </tr>
        </thead>
        <tbody>
          {textPairs.map(([text, background]) => (
            <PairRow
              key={text + background}
              text={text}
              background={background}
              values={values}
              minimum={minimumTextContrast[theme]}
            />
          ))}
        </tbody>
      </table>
      <table className="mt-4 w-full border-collapse text-left">
        <caption className="mb-1 text-left text-sm font-semibold">
          Borders and focus (at least 3:1)
        </caption>
        <thead>
          <tr className="text-sm">
            <th scope="col">Sample</th>
            <th scope="col">Part / background</th>
            <th scope="col">Ratio</th>
            <th scope="col">WCAG</th>
          </tr>
        </thead>
        <tbody>
          {nonTextPairs.map(([part, background]) => (
            <PairRow
              key={part + background}
              text={part}
              background={background}
              values={values}
              minimum={3}
              nonText
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ColourTokens() {
  return (
    <div className="sb-unstyled grid gap-4 xl:grid-cols-3">
      {themes.map((theme) => (
        <ThemeColours key={theme} theme={theme} />
      ))}
    </div>
  );
}

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

/** Measures one CSS property of each sample (the element marked `data-measure`) once laid out. */
function Measured(props: {
  items: readonly { name: string; className: string; use: string }[];
  property: 'width' | 'borderTopLeftRadius' | 'boxShadow' | 'transitionDuration';
  caption: string;
  render: (item: { className: string }) => ReactNode;
}) {
  const { items, property, caption, render } = props;
  const table = useRef<HTMLTableElement>(null);
  const [values, setValues] = useState<string[]>([]);
  useLayoutEffect(() => {
    const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const samples = Array.from(table.current!.querySelectorAll<HTMLElement>('[data-measure]'));
    setValues(
      samples.map((element) => {
        const value = getComputedStyle(element)[property];
        if (property === 'width' || property === 'borderTopLeftRadius') {
          const px = parseFloat(value);
          return `${(px / rootPx).toFixed(3).replace(/\.?0+$/, '')} rem (${px} px)`;
        }
        return value;
      }),
    );
  }, [property]);
  return (
    <table ref={table} className="sb-unstyled w-full border-collapse text-left">
      <caption className="mb-2 text-left text-sm">{caption}</caption>
      <thead>
        <tr className="text-sm">
          <th scope="col">Class</th>
          <th scope="col">Value</th>
          <th scope="col">Sample</th>
          <th scope="col">Used for</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.name} className="border-t border-border">
            <th scope="row" className="py-3 pr-3 font-mono text-sm font-normal">
              {item.name}
            </th>
            <td className="max-w-64 pr-3 font-mono text-sm break-words">{values[index]}</td>
            <td className="pr-3">{render(item)}</td>
            <td className="text-sm">{item.use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const spacing = [
  { name: '1', className: 'w-1', use: 'gap-1: icon and its word' },
  { name: '2', className: 'w-2', use: 'gap-2, px-2: controls in a row (the most used)' },
  { name: '3', className: 'w-3', use: 'gap-3, px-3: fields of a form, table cells' },
  { name: '4', className: 'w-4', use: 'gap-4, px-4: sections of a card, button padding (md)' },
  { name: '6', className: 'w-6', use: 'p-6: card and dialog padding, large buttons' },
  { name: '8', className: 'w-8', use: 'Space between page sections' },
] as const;

export function SpacingScale() {
  return (
    <Measured
      items={spacing}
      property="width"
      caption="Tailwind's spacing unit (--spacing, 0.25 rem) × the step; it follows the font scale."
      render={(item) => (
        <span
          data-measure
          aria-hidden="true"
          className={`block h-4 bg-primary ${item.className}`}
        />
      )}
    />
  );
}

const radii = [
  { name: 'rounded-sm', className: 'rounded-sm', use: 'Checkboxes, swatches, keyboard keys' },
  { name: 'rounded', className: 'rounded', use: 'Small tags' },
  { name: 'rounded-md', className: 'rounded-md', use: 'Buttons, inputs, cards, menus (default)' },
  { name: 'rounded-lg', className: 'rounded-lg', use: 'Dialogs, drawers, large panels' },
  { name: 'rounded-full', className: 'rounded-full', use: 'Avatars, switches, count badges' },
] as const;

export function RadiusScale() {
  return (
    <Measured
      items={radii}
      property="borderTopLeftRadius"
      caption="Corner radii the components use."
      render={(item) => (
        <span
          data-measure
          aria-hidden="true"
          className={`block size-12 border-2 border-foreground bg-muted ${item.className}`}
        />
      )}
    />
  );
}

const shadows = [
  { name: 'shadow', className: 'shadow', use: 'Cards lifted off the page' },
  { name: 'shadow-md', className: 'shadow-md', use: 'Menus, popovers, tooltips' },
  { name: 'shadow-lg', className: 'shadow-lg', use: 'Dialogs and drawers' },
] as const;

export function ShadowScale() {
  return (
    <Measured
      items={shadows}
      property="boxShadow"
      caption="Shadows never carry meaning: every surface also has a border (high contrast draws the border, not the shadow)."
      render={(item) => (
        <span
          data-measure
          aria-hidden="true"
          className={`block h-12 w-20 rounded-md border border-border bg-background ${item.className}`}
        />
      )}
    />
  );
}

const motion = [
  {
    name: 'motion-safe:duration-150',
    className: 'motion-safe:transition-colors motion-safe:duration-150',
    use: 'Hover and pressed colours',
  },
  {
    name: 'motion-safe:duration-200',
    className: 'motion-safe:transition-opacity motion-safe:duration-200',
    use: 'Overlays fading in (dialogs, drawers, menus)',
  },
] as const;

export function MotionScale() {
  return (
    <Measured
      items={motion}
      property="transitionDuration"
      caption="Motion is short and only under motion-safe: with “reduce motion” set in the system, the value reads 0s and nothing moves."
      render={(item) => (
        <span
          data-measure
          aria-hidden="true"
          className={`block h-8 w-16 rounded-md bg-primary hover:bg-primary-hover ${item.className}`}
        />
      )}
    />
  );
}
