import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { sanitizeHtml, type HtmlAllowList } from './sanitize-html';

export interface SafeHtmlProps extends Omit<
  ComponentProps<'div'>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from anyone (an editor, the server, an import): it is sanitized before it is shown. */
  html: string;
  /**
   * The tags it may keep, each with its attributes: the list the HTML was written for, e.g. the
   * contract's `announcementHtmlTags` for an announcement. Anything else is removed, so HTML that
   * reached the database without the server's sanitizer still shows nothing more.
   */
  allow: HtmlAllowList;
}

/**
 * Shows HTML written by people, e.g. a rich-text note or rendered Markdown, only after
 * `sanitizeHtml` (DOMPurify) has kept only the tags and attributes of `allow` and removed scripts,
 * event handlers, `javascript:` links and styles.
 * The one place the kit sets inner HTML; text is laid out for reading (headings, lists, quotes).
 * @selector [data-slot="safe-html"]
 */
function SafeHtml({ html, allow, className, ...props }: SafeHtmlProps) {
  return (
    <div
      data-slot="safe-html"
      className={cn(
        'max-w-none space-y-3 break-words',
        '[&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold',
        '[&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6',
        '[&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-3 [&_blockquote]:text-muted-foreground',
        '[&_a]:text-primary-text [&_a]:underline [&_code]:rounded [&_code]:bg-muted [&_code]:px-1',
        '[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3',
        '[&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:px-2 [&_th]:border [&_th]:border-border [&_th]:px-2',
        className,
      )}
      // The only inner HTML of the kit, and always sanitized first.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html, allow) }}
      {...props}
    />
  );
}

export { SafeHtml };
