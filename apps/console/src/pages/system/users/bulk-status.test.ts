import { describe, expect, it } from 'vitest';
import { planBulkStatus } from './bulk-status';

const rows = [
  { id: 1, status: 'enabled' as const },
  { id: 2, status: 'enabled' as const },
  { id: 3, status: 'disabled' as const },
];

describe('planBulkStatus', () => {
  it('skips the signed-in account and says so', () => {
    expect(planBulkStatus(['1', '2', '3'], rows, 1, 'disabled')).toEqual({
      ids: [2],
      skippedSelf: true,
    });
  });

  it('sends only the accounts whose status changes', () => {
    expect(planBulkStatus(['2', '3'], rows, 1, 'enabled')).toEqual({
      ids: [3],
      skippedSelf: false,
    });
  });

  it('ignores ids that are not on screen', () => {
    expect(planBulkStatus(['9'], rows, 1, 'disabled')).toEqual({ ids: [], skippedSelf: false });
  });
});
