/*
 * The location the console was opened at (a typed or shared address, a reload): its patient is
 * what the person asked for, even over the tab's current patient. Later locations inside the
 * console (a tag, the menu, back) show the current patient instead. React Router keys the first
 * location with `history.state.key`, or 'default' when the entry has none.
 */
let documentKey: string | undefined;

/** Notes the router's first location (router.tsx, once, when the router is made). */
export function noteDocumentLocation(key: string): void {
  documentKey ??= key;
}

/** Whether the location keyed `key` is the one the console was opened at. */
export function isDocumentLocation(key: string): boolean {
  return key === documentKey;
}
