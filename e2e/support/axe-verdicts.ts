import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { runAxe } from './axe';

/*
 * axe's verdict on a DOM in an appearance, shared by every worker of the run (issue 27).
 *
 * The same page often shows the same thing to several roles: the demo pages of 组件, 图表 and
 * 表格 draw the same DOM for an admin and a doctor. axe's verdict is a function of what it
 * reads: the judged DOM, the stylesheet (one build per run), the emulated colour scheme and
 * contrast, the font scale and the box the part is laid out in. A verdict is kept under a hash of
 * all of those, and a later check of an identical part reads it instead of running axe again; a
 * part that differs in one attribute, one word or one pixel of its box is judged afresh. Frames
 * are not in the DOM's text (the rich-text editor's document), so a part holding one is always
 * judged afresh.
 */

/** The folder of the run's verdicts: made by global-setup.ts, inherited by every worker. */
const folder = () => process.env.CEP_E2E_AXE_VERDICTS;

/** What axe's verdict on `scope` depends on, or undefined when it cannot be known (frames). */
async function appearanceOf(page: Page, scope: string): Promise<string | undefined> {
  return page.evaluate((selector) => {
    const part = document.querySelector(selector);
    if (!part || part.querySelector('iframe, frame, object, embed')) return undefined;
    const html = document.documentElement;
    const box = part.getBoundingClientRect();
    // What lies over the part from outside it (a sticky header, a toast, an open menu) changes
    // the colours behind its text: such elements are part of what is judged.
    const over = [...document.body.querySelectorAll('*')].filter((element) => {
      if (part.contains(element) || element.contains(part)) return false;
      const { position } = getComputedStyle(element);
      if (position !== 'fixed' && position !== 'sticky' && position !== 'absolute') return false;
      const rect = element.getBoundingClientRect();
      return (
        rect.right > box.left &&
        rect.left < box.right &&
        rect.bottom > box.top &&
        rect.top < box.bottom
      );
    });
    // The part as axe sees it: what is not displayed (the kept-alive pages of other tags, a
    // closed panel) is never judged, so it is left out; React's generated ids (`_r_1c_`) depend
    // on what rendered before, so each is replaced by its order of appearance, keeping every
    // reference between elements; an input's typed value is read from the element.
    const ids = new Map<string, string>();
    const sameIds = (text: string) =>
      text.replace(/_r_[0-9a-z]+_/g, (id) => {
        if (!ids.has(id)) ids.set(id, `_id${ids.size}_`);
        return ids.get(id)!;
      });
    const shown = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return sameIds(node.textContent ?? '');
      if (!(node instanceof Element)) return '';
      if (getComputedStyle(node).display === 'none') return '';
      const attributes = [...node.attributes]
        .map((attribute) => ` ${attribute.name}="${sameIds(attribute.value)}"`)
        .join('');
      const value =
        node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement
          ? ` value()="${node.value}"`
          : '';
      const children = [...node.childNodes].map(shown).join('');
      return `<${node.tagName}${attributes}${value}>${children}</${node.tagName}>`;
    };
    return JSON.stringify({
      html: [...html.attributes].map((attribute) => [attribute.name, attribute.value]),
      colorScheme: matchMedia('(prefers-color-scheme: dark)').matches,
      contrast: matchMedia('(prefers-contrast: more)').matches,
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      viewport: [innerWidth, innerHeight, devicePixelRatio, scrollX, scrollY],
      box: [box.x, box.y, box.width, box.height, part.scrollTop, part.scrollLeft],
      dom: shown(part),
      over: over.map(shown),
    });
  }, scope);
}

/** How many checks were read from another check's verdict in this worker (for the log). */
export const reused = { count: 0 };

/**
 * axe on the part `scope` of the page (the whole document when omitted), or the verdict of an
 * identical part in the same appearance judged earlier in the run.
 */
export async function axeVerdict(
  page: Page,
  options: RunOptions,
  scope = 'html',
): Promise<Pick<AxeResults, 'violations'>> {
  const dir = folder();
  const appearance = dir ? await appearanceOf(page, scope) : undefined;
  const include = scope === 'html' ? undefined : scope;
  if (!dir || appearance === undefined) return runAxe(page, options, include);
  const key = createHash('sha256')
    .update(JSON.stringify({ options, scope }))
    .update(appearance)
    .digest('hex');
  const file = path.join(dir, `${key}.json`);
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Pick<AxeResults, 'violations'>;
    reused.count += 1;
    return kept;
  } catch {
    // Not judged yet (or being written by another worker): judge it here.
  }
  const { violations } = await runAxe(page, options, include);
  mkdirSync(dir, { recursive: true });
  // Written whole, then renamed: another worker never reads half a verdict.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify({ violations }));
  renameSync(partial, file);
  return { violations };
}
