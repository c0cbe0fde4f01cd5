import { describe, expect, it } from 'vitest';
import { scrollLeftToShow, TAG_SCROLL_PADDING, wheelToScrollLeft } from './tag-scroll';

const strip = { scrollLeft: 100, clientWidth: 300, scrollWidth: 1000 };

describe('scrollLeftToShow', () => {
  it('keeps the scroll when the tag is in view with its padding', () => {
    expect(scrollLeftToShow(strip, { left: 150, width: 80 })).toBe(100);
  });

  it('scrolls left so the tag starts 4 px inside the strip', () => {
    expect(TAG_SCROLL_PADDING).toBe(4);
    expect(scrollLeftToShow(strip, { left: 50, width: 80 })).toBe(46);
    expect(scrollLeftToShow(strip, { left: 102, width: 80 })).toBe(98);
  });

  it('scrolls right so the tag ends 4 px inside the strip', () => {
    expect(scrollLeftToShow(strip, { left: 500, width: 80 })).toBe(500 + 80 + 4 - 300);
  });

  it('stays within the scroll range and shows the start of a tag wider than the strip', () => {
    expect(scrollLeftToShow(strip, { left: 2, width: 80 })).toBe(0);
    expect(scrollLeftToShow(strip, { left: 950, width: 48 })).toBe(700);
    expect(scrollLeftToShow(strip, { left: 400, width: 400 })).toBe(396);
  });
});

describe('wheelToScrollLeft', () => {
  it('turns a vertical wheel into sideways pixels, by lines and pages too', () => {
    expect(wheelToScrollLeft({ deltaX: 0, deltaY: 100, deltaMode: 0 }, 300)).toBe(100);
    expect(wheelToScrollLeft({ deltaX: 0, deltaY: -3, deltaMode: 1 }, 300)).toBe(-48);
    expect(wheelToScrollLeft({ deltaX: 0, deltaY: 1, deltaMode: 2 }, 300)).toBe(300);
  });

  it('leaves a mostly horizontal gesture to the browser', () => {
    expect(wheelToScrollLeft({ deltaX: 40, deltaY: 10, deltaMode: 0 }, 300)).toBe(0);
  });
});
