/**
 * After the idle lock, the hidden pages show again and each open Radix dialog re-runs its
 * "hide the others from assistive technology" effect (the `aria-hidden` package, which marks what
 * it hides with `data-aria-hidden`) — in effect order, not in the order they were opened, so with
 * the personal centre's edit dialog open over the personal centre, parts of the form the person
 * came back to end up hidden from a screen reader (the end-to-end test caught it). The dialog on
 * top is the last one opened (portals are appended): unhide what those effects hid inside it and
 * on its way up to <body>. Aria-hidden set by components themselves (icons) has no marker.
 */
export function revealTopDialog(): void {
  const open = document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"]');
  const top = open[open.length - 1];
  if (!top) return;
  for (const hidden of top.querySelectorAll('[data-aria-hidden="true"]')) {
    hidden.removeAttribute('aria-hidden');
    hidden.removeAttribute('data-aria-hidden');
  }
  let element: HTMLElement | null = top;
  while (element && element !== document.body) {
    if (element.getAttribute('aria-hidden') === 'true') {
      element.removeAttribute('aria-hidden');
      element.removeAttribute('data-aria-hidden');
    }
    element = element.parentElement;
  }
}
