import { announcementHtmlTags } from '@cep/contract';
import sanitize from 'sanitize-html';

/*
 * An announcement's body as it is stored: only the tags and attributes the contract names
 * (announcementHtmlTags), links only to http(s) and mailto, no images at all (a remote image would
 * tell its host who opened the announcement and when), no script, style or event handler. The
 * console shows it through SafeHtml (DOMPurify) again; this is the server's own line, so a client
 * that skips the editor still stores nothing else.
 */
export function sanitizeAnnouncementHtml(html: string): string {
  return sanitize(html, {
    allowedTags: Object.keys(announcementHtmlTags),
    allowedAttributes: Object.fromEntries(
      Object.entries(announcementHtmlTags).map(([tag, attributes]) => [tag, [...attributes]]),
    ),
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    // What a forbidden tag held is dropped with it for these (their text is code or styling).
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'svg'],
    transformTags: {
      // A link that opens a window must not reach back into the console.
      a: (tagName, attributes) => ({
        tagName,
        attribs: {
          ...(attributes.href ? { href: attributes.href } : {}),
          ...(attributes.target === '_blank'
            ? { target: '_blank', rel: 'noopener noreferrer' }
            : {}),
        },
      }),
    },
  }).trim();
}

/** Whether sanitized HTML still says anything (text, once the tags are gone). */
export function hasText(html: string): boolean {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
