import { describe, expect, it } from 'vitest';
import {
  changeTableState,
  defaultTableState,
  nextSort,
  parseTableSearch,
  writeTableSearch,
  type TableQueryState,
} from './table-state';

const filterKeys = ['name', 'status'];

describe('parseTableSearch / writeTableSearch', () => {
  it('round-trips page, page size, sort and filters', () => {
    const state: TableQueryState = {
      pageNum: 3,
      pageSize: 20,
      sort: { field: 'createTime', order: 'desc' },
      filters: { name: '王 芳&1', status: '0' },
    };
    const params = writeTableSearch(new URLSearchParams(), state, { filterKeys });
    expect(params.toString()).toBe(
      'pageNum=3&pageSize=20&sort=createTime&order=desc&name=%E7%8E%8B+%E8%8A%B3%261&status=0',
    );
    expect(parseTableSearch(new URLSearchParams(params.toString()), { filterKeys })).toEqual(state);
  });

  it('leaves defaults out of the URL and keeps parameters that are not the table’s', () => {
    const params = writeTableSearch(
      new URLSearchParams('tab=2&pageNum=4&name=x'),
      { pageNum: 1, pageSize: 10, sort: null, filters: {} },
      { filterKeys },
    );
    expect(params.toString()).toBe('tab=2');
  });

  it('reads an empty URL as the defaults', () => {
    expect(parseTableSearch(new URLSearchParams(), { filterKeys })).toEqual({
      pageNum: 1,
      pageSize: 10,
      sort: null,
      filters: {},
    });
    const defaults = { pageSize: 20, sort: { field: 'id', order: 'asc' as const } };
    expect(parseTableSearch(new URLSearchParams(), { defaults })).toEqual({
      pageNum: 1,
      pageSize: 20,
      sort: { field: 'id', order: 'asc' },
      filters: {},
    });
  });

  it('falls back to the defaults on malformed values', () => {
    const parsed = parseTableSearch(
      new URLSearchParams('pageNum=abc&pageSize=7&sort=name&order=up&status='),
      { filterKeys, pageSizes: [10, 20, 50] },
    );
    expect(parsed).toEqual({ pageNum: 1, pageSize: 10, sort: null, filters: {} });
    expect(parseTableSearch(new URLSearchParams('pageNum=0&pageSize=-5')).pageNum).toBe(1);
    expect(parseTableSearch(new URLSearchParams('pageNum=1e3')).pageNum).toBe(1);
  });

  it('ignores filters it was not told about', () => {
    expect(parseTableSearch(new URLSearchParams('name=x&other=y'), { filterKeys }).filters).toEqual(
      { name: 'x' },
    );
  });

  it('keeps "no sort" and cleared default filters across a reload', () => {
    const options = {
      filterKeys,
      defaults: { sort: { field: 'id', order: 'desc' as const }, filters: { status: '0' } },
    };
    const params = writeTableSearch(
      new URLSearchParams(),
      { pageNum: 1, pageSize: 10, sort: null, filters: {} },
      options,
    );
    expect(params.toString()).toBe('sort=&status=');
    expect(parseTableSearch(params, options)).toEqual({
      pageNum: 1,
      pageSize: 10,
      sort: null,
      filters: {},
    });
    // And the defaults themselves give a bare URL that reads back as the defaults.
    const bare = writeTableSearch(
      new URLSearchParams(),
      { pageNum: 1, pageSize: 10, sort: options.defaults.sort, filters: { status: '0' } },
      options,
    );
    expect(bare.toString()).toBe('');
    expect(parseTableSearch(bare, options).filters).toEqual({ status: '0' });
  });
});

describe('nextSort', () => {
  it('cycles ascending, descending, none; another column starts ascending', () => {
    expect(nextSort(null, 'age')).toEqual({ field: 'age', order: 'asc' });
    expect(nextSort({ field: 'age', order: 'asc' }, 'age')).toEqual({
      field: 'age',
      order: 'desc',
    });
    expect(nextSort({ field: 'age', order: 'desc' }, 'age')).toBeNull();
    expect(nextSort({ field: 'age', order: 'desc' }, 'name')).toEqual({
      field: 'name',
      order: 'asc',
    });
  });
});

describe('changeTableState', () => {
  const state = { ...defaultTableState, pageNum: 3, selection: ['a', 'b'] };

  it('clears the selection and goes to page 1 when the rows change', () => {
    expect(changeTableState(state, { filters: { name: '王' } })).toMatchObject({
      pageNum: 1,
      selection: [],
    });
    expect(changeTableState(state, { sort: { field: 'age', order: 'asc' } })).toMatchObject({
      pageNum: 1,
      selection: [],
    });
    expect(changeTableState(state, { pageSize: 50 })).toMatchObject({ pageNum: 1, selection: [] });
  });

  it('clears the selection on another page', () => {
    expect(changeTableState(state, { pageNum: 4 })).toMatchObject({ pageNum: 4, selection: [] });
  });

  it('keeps page and selection when only the presentation changes', () => {
    expect(changeTableState(state, { density: 'compact' })).toMatchObject({
      pageNum: 3,
      selection: ['a', 'b'],
      density: 'compact',
    });
    expect(changeTableState(state, { columnVisibility: { age: false } })).toMatchObject({
      pageNum: 3,
      selection: ['a', 'b'],
    });
  });
});
