import type { Locale } from '@cep/ui';

/**
 * The Stroop colours. Colour is the task itself, so these stay the same in every theme; they are
 * drawn on a black panel where each has at least 6.9:1 contrast.
 */
export const STROOP_COLOURS = [
  { id: 'red', ink: '#ff5c5c', word: { 'zh-CN': '红', 'en-US': 'RED' } },
  { id: 'yellow', ink: '#ffd84d', word: { 'zh-CN': '黄', 'en-US': 'YELLOW' } },
  { id: 'blue', ink: '#5c9dff', word: { 'zh-CN': '蓝', 'en-US': 'BLUE' } },
  { id: 'green', ink: '#3ddc6e', word: { 'zh-CN': '绿', 'en-US': 'GREEN' } },
  { id: 'purple', ink: '#d67cff', word: { 'zh-CN': '紫', 'en-US': 'PURPLE' } },
] as const satisfies ReadonlyArray<{ id: string; ink: string; word: Record<Locale, string> }>;

export type StroopColour = (typeof STROOP_COLOURS)[number];
export const STROOP_PANEL = '#000000';
