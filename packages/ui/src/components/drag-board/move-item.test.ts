import { describe, expect, it } from 'vitest';
import { listOf, moveItem, positionOf } from './move-item';

const board = { todo: ['a', 'b', 'c'], doing: ['d'], done: [] };

describe('moveItem', () => {
  it('reorders within a list', () => {
    expect(moveItem(board, 'a', 'todo', 2)).toEqual({ ...board, todo: ['b', 'c', 'a'] });
    expect(moveItem(board, 'c', 'todo', 0)).toEqual({ ...board, todo: ['c', 'a', 'b'] });
  });

  it('moves between lists, to an empty list and past the end (clamped)', () => {
    expect(moveItem(board, 'b', 'doing', 0)).toEqual({
      todo: ['a', 'c'],
      doing: ['b', 'd'],
      done: [],
    });
    expect(moveItem(board, 'd', 'done', 9)).toEqual({ ...board, doing: [], done: ['d'] });
  });

  it('returns the same board when nothing moves or the ids are unknown', () => {
    expect(moveItem(board, 'b', 'todo', 1)).toBe(board);
    expect(moveItem(board, 'x', 'todo', 0)).toBe(board);
    expect(moveItem(board, 'a', 'nowhere', 0)).toBe(board);
  });

  it('never loses or duplicates an item', () => {
    let value = moveItem(board, 'a', 'done', 0);
    value = moveItem(value, 'd', 'done', 0);
    value = moveItem(value, 'a', 'todo', 1);
    expect(Object.values(value).flat().sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('listOf and positionOf', () => {
  it('name the list of an item, or the list itself', () => {
    expect(listOf(board, 'd')).toBe('doing');
    expect(listOf(board, 'done')).toBe('done');
    expect(listOf(board, 'x')).toBeUndefined();
    expect(positionOf(board, 'c')).toEqual({ list: 'todo', position: 3, size: 3 });
  });
});
