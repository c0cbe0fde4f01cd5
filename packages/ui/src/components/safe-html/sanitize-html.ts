import DOMPurify from 'dompurify';

/**
 * HTML made safe to show: DOMPurify with its HTML profile (no SVG or MathML), and without the
 * tags that could restyle or post the page (`style`, `form`, inputs). Scripts, event handlers and
 * `javascript:` links are always removed. Links that open a new window get `rel="noopener
 * noreferrer"`, so the opened page cannot reach back.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    // A link may open a new window (the hook below makes it safe to).
    ADD_ATTR: ['target'],
  });
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
