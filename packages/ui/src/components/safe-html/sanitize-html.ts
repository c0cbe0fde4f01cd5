import DOMPurify from 'dompurify';

let hooked = false;

/** Links that open a new window get `rel="noopener noreferrer"`, so that page cannot reach back. */
function hookOnce() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * HTML made safe to show: DOMPurify with its HTML profile (no SVG or MathML), and without the
 * tags that could restyle or post the page (`style`, `form`, inputs). Scripts, event handlers and
 * `javascript:` links are always removed. Where there is no DOM to sanitize with (a server
 * render), it returns an empty string rather than the HTML unchecked.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  hookOnce();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    // A link may open a new window (the hook makes it safe to).
    ADD_ATTR: ['target'],
  });
}
