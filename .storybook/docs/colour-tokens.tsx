import { contrastRatio } from '@cep/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { themes, type Theme } from '../axe-every-theme';

/*
 * The colour tables of the Tokens page: each theme's swatches and the contrast of the pairs the
 * components draw. Every figure is read from the stylesheet the kit ships (theme.css through
 * Tailwind), at render time: a change to a token changes the page.
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
