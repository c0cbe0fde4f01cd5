const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first visible focusable element after `anchor` in document order (else the body):
 * where Tab would have gone had the removed control still been there.
 */
export function focusNextAfter(anchor: Element): void {
  const candidates = Array.from(anchor.ownerDocument.querySelectorAll<HTMLElement>(focusable));
  const next = candidates.find(
    (element) =>
      !anchor.contains(element) &&
      anchor.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
      element.checkVisibility(),
  );
  next?.focus();
}
