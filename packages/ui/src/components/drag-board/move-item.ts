/** Which items each list of a board holds, in order: list id → item ids. */
export type DragBoardValue = Readonly<Record<string, readonly string[]>>;

/** The list holding `id`: `id` itself when it names a list, else the list that has the item. */
export function listOf(value: DragBoardValue, id: string): string | undefined {
  if (id in value) return id;
  return Object.keys(value).find((list) => value[list]!.includes(id));
}

/**
 * The board after moving `item` to `toIndex` of `toList` (clamped to the list's length). Returns
 * the same object when nothing changes, so a controlled parent is not re-rendered for nothing.
 */
export function moveItem(
  value: DragBoardValue,
  item: string,
  toList: string,
  toIndex: number,
): DragBoardValue {
  const fromList = listOf(value, item);
  const target = value[toList];
  if (fromList === undefined || target === undefined) return value;
  const source = value[fromList]!;
  const fromIndex = source.indexOf(item);
  const without = source.filter((id) => id !== item);
  const base = fromList === toList ? without : target;
  const index = Math.max(0, Math.min(toIndex, base.length));
  if (fromList === toList && index === fromIndex) return value;
  const placed = [...base.slice(0, index), item, ...base.slice(index)];
  return fromList === toList
    ? { ...value, [toList]: placed }
    : { ...value, [fromList]: without, [toList]: placed };
}

/** Where `item` is: its list and its 1-based position, for announcements. */
export function positionOf(value: DragBoardValue, item: string) {
  const list = listOf(value, item);
  if (list === undefined) return undefined;
  return { list, position: value[list]!.indexOf(item) + 1, size: value[list]!.length };
}
