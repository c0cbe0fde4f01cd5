import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pageItems', () => {
  it('lists every page when there are 7 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('treats an empty list as one page', () => {
    expect(pageItems(1, 0)).toEqual([1]);
  });

  it('keeps the first pages together near the start', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('keeps the last pages together near the end', () => {
    expect(pageItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('shows the current page with its neighbours in the middle', () => {
    expect(pageItems(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 'ellipsis-end', 20]);
  });

  it('always gives 7 items once there are more than 7 pages', () => {
    for (let page = 1; page <= 50; page += 1) expect(pageItems(page, 50)).toHaveLength(7);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(0, 20)).toEqual(pageItems(1, 20));
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
  });
});
