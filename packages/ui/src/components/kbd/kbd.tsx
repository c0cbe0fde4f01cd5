import { useSyncExternalStore, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../i18n';
import { VisuallyHidden } from '../visually-hidden';
import { kbdMessages } from './messages';
import { isApplePlatform, keyLabel } from './platform';

const keyClasses =
  'inline-flex min-w-[1.75em] items-center justify-center rounded-sm border border-border border-b-2 bg-muted px-1.5 font-sans text-[0.875em] leading-normal font-medium text-foreground hc:border-foreground';

export interface KbdProps extends ComponentProps<'kbd'> {
  /**
   * The keys of a combo, e.g. `['Mod', 'K']`, drawn as `Ctrl + K`. Without it, `children` is one key.
   */
  keys?: string[];
  /**
   * Draws `Mod` / `Ctrl` / `Alt` / `Shift` as ⌘ ⌥ ⇧ on Apple devices (with a spoken name).
   * @default false
   */
  platformAware?: boolean;
  /**
   * Forces the platform instead of detecting it (stories, server rendering, docs).
   * @default detected from the browser when `platformAware`
   */
  platform?: 'apple' | 'other';
}

const subscribe = () => () => {};
const detectApple = () => isApplePlatform(navigator);
const serverApple = () => false;

/** A keyboard key or combo (`<kbd>`, nested `<kbd>`s for a combo as HTML recommends). */
function Kbd({ className, keys, platformAware = false, platform, children, ...props }: KbdProps) {
  const messages = useMessages(kbdMessages);
  const detected = useSyncExternalStore(subscribe, detectApple, serverApple);
  const apple = platformAware && (platform ? platform === 'apple' : detected);

  if (!keys) {
    return (
      <kbd data-slot="kbd" className={cn(keyClasses, className)} {...props}>
        {children}
      </kbd>
    );
  }

  return (
    <kbd
      data-slot="kbd"
      data-platform={apple ? 'apple' : 'other'}
      className={cn('inline-flex items-center gap-1 font-sans', className)}
      {...props}
    >
      {keys.map((key, index) => {
        const label = keyLabel(key, apple, messages);
        return (
          <span key={`${key}-${index}`} className="inline-flex items-center gap-1">
            {index > 0 && (
              <span data-slot="kbd-separator" className="text-muted-foreground">
                +
              </span>
            )}
            <kbd data-slot="kbd-key" className={keyClasses}>
              {label.spoken ? (
                <>
                  <span aria-hidden="true">{label.text}</span>
                  <VisuallyHidden>{label.spoken}</VisuallyHidden>
                </>
              ) : (
                label.text
              )}
            </kbd>
          </span>
        );
      })}
    </kbd>
  );
}

export { Kbd };
