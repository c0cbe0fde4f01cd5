import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/*
 * The report PDF's font (issue 31): Noto Sans SC 400 as the product ships it
 * (`@fontsource/noto-sans-sc`), so the PDF looks and extracts the same whatever fonts the server
 * has. The package splits the font into ~100 slices, each covering the characters of its CSS
 * `unicode-range`; a line is written as runs of characters, each in the slice that covers it.
 * pdfkit (fontkit) embeds only the glyphs used and writes a ToUnicode map, so the text layer
 * extracts as the real characters (李, not a look-alike radical).
 *
 * The slices' WOFF files, not their WOFF2: fontkit subsets a WOFF2 font by copying its glyf table
 * as stored, and WOFF2 stores it transformed, so every glyph came out as a stray stroke (the text
 * layer still extracted right: fhir-reports.test.ts renders the page to catch that).
 */

export interface FontSlice {
  /** The name the PDF document registers the slice under. */
  name: string;
  path: string;
  /** Inclusive code point ranges. */
  ranges: Array<[number, number]>;
}

let slices: FontSlice[] | undefined;

/** `U+4e00-4e3f,U+4e41` → [[0x4e00, 0x4e3f], [0x4e41, 0x4e41]]. */
export function parseUnicodeRange(text: string): Array<[number, number]> {
  return text.split(',').flatMap((part) => {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) return [];
    const start = parseInt(match[1]!, 16);
    return [[start, match[2] ? parseInt(match[2], 16) : start] as [number, number]];
  });
}

/** The slices of the shipped font, read once from the package's CSS. */
export function fontSlices(): FontSlice[] {
  if (slices) return slices;
  const require = createRequire(import.meta.url);
  const cssPath = require.resolve('@fontsource/noto-sans-sc/400.css');
  const css = readFileSync(cssPath, 'utf8');
  const found: FontSlice[] = [];
  for (const face of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = face[1] ?? '';
    const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!file || !range) continue;
    found.push({
      name: `noto-sc-${found.length}`,
      path: join(dirname(cssPath), file),
      ranges: parseUnicodeRange(range),
    });
  }
  if (found.length === 0) throw new Error('Noto Sans SC: no font slices in 400.css');
  slices = found;
  return found;
}

/** The slice that covers `codePoint`; the Latin one (it holds the space) for anything uncovered. */
function sliceOf(codePoint: number, all: FontSlice[]): FontSlice {
  const covering = all.find((slice) =>
    slice.ranges.some(([start, end]) => codePoint >= start && codePoint <= end),
  );
  if (covering) return covering;
  return (
    all.find((slice) => slice.ranges.some(([start, end]) => 0x20 >= start && 0x20 <= end)) ??
    all[0]!
  );
}

/** `text` as runs of characters one slice covers each. */
export function fontRuns(text: string): Array<{ slice: FontSlice; text: string }> {
  const all = fontSlices();
  const runs: Array<{ slice: FontSlice; text: string }> = [];
  for (const character of text) {
    const slice = sliceOf(character.codePointAt(0)!, all);
    const last = runs.at(-1);
    if (last && last.slice === slice) last.text += character;
    else runs.push({ slice, text: character });
  }
  return runs;
}
