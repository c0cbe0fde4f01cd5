import { useMessages } from '@cep/ui';
import { skipLinkMessages } from './messages';

/** `id` of the shell's `<main>` (`AppMain`'s default), the skip link's default target. */
export const MAIN_CONTENT_ID = 'main-content';

export interface SkipLinkProps {
  /**
   * `id` of the element to jump to (the page's `<main>`, focusable with `tabIndex={-1}`).
   * @default 'main-content', the id `AppMain` has by default
   */
  target?: string;
}

/**
 * "跳到主要内容": the first Tab stop, hidden until focused (WCAG 2.4.1 Bypass Blocks). It moves
 * focus itself rather than leaving it to the `#hash`, which a hash router would read as a route.
 */
export function SkipLink({ target = MAIN_CONTENT_ID }: SkipLinkProps) {
  const { skipToMain } = useMessages(skipLinkMessages);
  return (
    <a
      href={`#${target}`}
      data-slot="skip-link"
      onClick={(event) => {
        const main = document.getElementById(target);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:border focus:border-border focus:bg-background focus:px-4 focus:py-2 focus:text-foreground focus:shadow-md focus:outline-3 focus:outline-focus"
    >
      {skipToMain}
    </a>
  );
}
