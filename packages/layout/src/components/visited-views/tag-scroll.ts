/**
 * Spec §9: room kept between the active tag and the strip's edges. In pixels, not rem: it is a
 * scroll offset computed here, and 4 px of breathing room need not grow with the font.
 */
export const TAG_SCROLL_PADDING = 4;

/** The strip's scroll geometry (an element's `scrollLeft`, `clientWidth`, `scrollWidth`). */
export interface StripBox {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** A tag's place inside the strip's scrolled content (`offsetLeft`, `offsetWidth`). */
export interface TagBox {
  left: number;
  width: number;
}

/**
 * The `scrollLeft` that shows `tag` whole with `padding` to spare, moving as little as possible
 * (unchanged when it is already in view). A tag wider than the strip shows its start.
 */
export function scrollLeftToShow(
  strip: StripBox,
  tag: TagBox,
  padding: number = TAG_SCROLL_PADDING,
): number {
  const max = Math.max(0, strip.scrollWidth - strip.clientWidth);
  const start = tag.left - padding;
  const end = tag.left + tag.width + padding;
  let next = strip.scrollLeft;
  if (start < next || end - start > strip.clientWidth) next = start;
  else if (end > next + strip.clientWidth) next = end - strip.clientWidth;
  return Math.min(max, Math.max(0, next));
}

/** Pixels per wheel "line" (Firefox reports lines): about one line of text. */
const LINE_HEIGHT_PX = 16;

/**
 * How far a wheel turn should move the strip sideways: a vertical wheel scrolls it horizontally
 * (most mice have no horizontal wheel). 0 when the gesture is mostly horizontal already (touch
 * pads): the browser scrolls the strip by itself then.
 */
export function wheelToScrollLeft(
  event: Pick<WheelEvent, 'deltaX' | 'deltaY' | 'deltaMode'>,
  pageWidth: number,
): number {
  if (Math.abs(event.deltaX) >= Math.abs(event.deltaY)) return 0;
  if (event.deltaMode === 1) return event.deltaY * LINE_HEIGHT_PX;
  if (event.deltaMode === 2) return event.deltaY * pageWidth;
  return event.deltaY;
}
