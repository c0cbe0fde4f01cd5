import type { KbdMessages } from './messages';

/** What a key of a combo is drawn as, and said as when the drawing is a symbol. */
export interface KeyLabel {
  text: string;
  spoken?: string;
}

/** True on macOS, iOS and iPadOS, read from the UA Client Hints when present, else `navigator.platform`. */
export function isApplePlatform(
  nav: Pick<Navigator, 'platform' | 'userAgent'> & {
    userAgentData?: { platform?: string };
  },
): boolean {
  const platform = nav.userAgentData?.platform || nav.platform || nav.userAgent;
  return /mac|iphone|ipad|ipod|ios/i.test(platform);
}

const appleSymbols: Record<string, [string, keyof KbdMessages]> = {
  mod: ['⌘', 'command'],
  ctrl: ['⌘', 'command'],
  control: ['⌘', 'command'],
  cmd: ['⌘', 'command'],
  command: ['⌘', 'command'],
  meta: ['⌘', 'command'],
  alt: ['⌥', 'option'],
  option: ['⌥', 'option'],
  shift: ['⇧', 'shift'],
};

/**
 * Names one key of a combo. `Mod` is the platform's command key: `Ctrl` elsewhere, `⌘` on Apple.
 * On Apple, `Ctrl`, `Alt` and `Shift` become ⌘ ⌥ ⇧ too (with a spoken name), as Apple's menus print them.
 */
export function keyLabel(key: string, apple: boolean, messages: KbdMessages): KeyLabel {
  const lower = key.toLowerCase();
  if (apple && lower in appleSymbols) {
    const [text, spoken] = appleSymbols[lower]!;
    return { text, spoken: messages[spoken] };
  }
  if (lower === 'mod') return { text: 'Ctrl' };
  return { text: key };
}
