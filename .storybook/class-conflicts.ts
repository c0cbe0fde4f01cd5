import { twMerge } from 'tailwind-merge';

/**
 * @cep/ui's `cn()` joins classes without resolving Tailwind conflicts (tailwind-merge would cost a
 * Button more than its whole size budget). The price is that no element may carry two utilities of
 * one group — `px-4` and `px-0`, `border-primary` and `border-transparent` — because then the
 * stylesheet's order, not the author, decides which wins. This watcher collects every class list
 * that appears while a story runs (menus open and close, states come and go) and reports those
 * that tailwind-merge would have trimmed.
 */
export function watchClassConflicts(root: Node = document.body) {
  const seen = new Map<string, string>();
  const record = (element: Element) => {
    const classes = element.getAttribute('class');
    if (classes && !seen.has(classes)) {
      seen.set(classes, element.getAttribute('data-slot') ?? element.tagName.toLowerCase());
    }
  };
  const recordTree = (node: Node) => {
    if (!(node instanceof Element)) return;
    record(node);
    node.querySelectorAll('[class]').forEach(record);
  };

  recordTree(root);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') recordTree(mutation.target);
      else mutation.addedNodes.forEach(recordTree);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });

  /** Stops watching and throws one list of the conflicting class lists, if any. */
  return function assertNoClassConflicts() {
    observer.takeRecords();
    observer.disconnect();
    recordTree(root);
    const conflicts: string[] = [];
    for (const [classes, where] of seen) {
      const kept = new Set(twMerge(classes).split(' '));
      const dropped = classes.split(/\s+/).filter((name) => name && !kept.has(name));
      if (dropped.length > 0)
        conflicts.push(`  <${where}> overridden: ${dropped.join(' ')}\n    in: ${classes}`);
    }
    if (conflicts.length > 0) {
      throw new Error(`Conflicting Tailwind utilities on one element:\n${conflicts.join('\n')}`);
    }
  };
}
