import type { Locale } from '../../i18n';

export interface KbdMessages {
  /** Spoken names of the Apple modifier symbols (screen readers skip or mangle ⌘ ⌥ ⇧). */
  command: string;
  option: string;
  shift: string;
  control: string;
}

export const kbdMessages: Record<Locale, KbdMessages> = {
  'zh-CN': { command: 'Command 键', option: 'Option 键', shift: 'Shift 键', control: 'Control 键' },
  'en-US': { command: 'Command', option: 'Option', shift: 'Shift', control: 'Control' },
};
