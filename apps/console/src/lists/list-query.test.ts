import { describe, expect, it } from 'vitest';
import { exportQueryOf, listQueryOf } from './list-query';

describe('listQueryOf', () => {
  it('sends paging, the sort and only the filters that hold something', () => {
    const query = listQueryOf({
      pageNum: 3,
      pageSize: 20,
      sort: { field: 'age', order: 'desc' },
      filters: { name: 'lhz', phone: '', sex: '  ' },
    });
    expect(query).toEqual({
      pageNum: 3,
      pageSize: 20,
      sortBy: 'age',
      sortOrder: 'desc',
      name: 'lhz',
    });
  });

  it('maps the table filters to the call and drops what maps to nothing', () => {
    const query = listQueryOf(
      { pageNum: 1, pageSize: 10, sort: null, filters: { age: '60-80', name: 'x' } },
      ({ age, ...rest }) => {
        const [min, max] = (age ?? '').split('-');
        return { ...rest, ageMin: min || undefined, ageMax: max || undefined };
      },
    );
    expect(query).toEqual({ pageNum: 1, pageSize: 10, name: 'x', ageMin: '60', ageMax: '80' });
    expect(exportQueryOf(query)).toEqual({ name: 'x', ageMin: '60', ageMax: '80' });
  });
});
