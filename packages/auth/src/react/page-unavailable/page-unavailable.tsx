import { useId, type ComponentProps } from 'react';
import type { AuthLocale } from '../../messages';
import { useAuthMessages } from '../auth-context';

export interface PageUnavailableProps extends ComponentProps<'section'> {
  /** The menu's component key that has no page (kept as `data-component` for support). */
  componentKey: string;
  /** Language of the texts. @default the `AuthProvider`'s (zh-CN without one) */
  locale?: AuthLocale;
}

/**
 * Shown where the server's menu names a page the console does not have (an unknown component
 * key): a plain explanation instead of a crash or a blank screen.
 */
export function PageUnavailable({
  componentKey,
  locale,
  className,
  ...props
}: PageUnavailableProps) {
  const messages = useAuthMessages(locale).pageUnavailable;
  const titleId = useId();
  return (
    <section
      data-slot="page-unavailable"
      data-component={componentKey}
      aria-labelledby={titleId}
      className={[
        'mx-auto flex max-w-prose flex-col items-center gap-3 px-4 py-12 text-center',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      {...props}
    >
      <h1 id={titleId} className="text-xl font-semibold text-foreground">
        {messages.title}
      </h1>
      <p className="text-base leading-relaxed text-muted-foreground">{messages.description}</p>
    </section>
  );
}
