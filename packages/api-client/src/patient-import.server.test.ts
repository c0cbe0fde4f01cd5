import { describe, expect, inject, it } from 'vitest';
import { createApiClient } from './create-api-client';
import { unique } from './testing/real-server';

// The real server of the client project, with its demo data.
const baseURL = inject('serverUrl');

describe('从 HIS 导入患者 through the client', () => {
  it('previews a Bundle, confirms it once, and a second confirmation is refused (40910)', async () => {
    const admin = createApiClient({ baseURL, confirmRelogin: async () => false });
    await admin.login('admin', 'Admin@123');
    const mrn = unique('C')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 30);
    const preview = await admin.previewPatientImport({
      resourceType: 'Bundle',
      entry: [
        {
          resource: {
            resourceType: 'Patient',
            name: [{ family: '客户', given: ['端'] }],
            gender: 'female',
            identifier: [{ system: 'urn:cep:hospital:medical-record-number', value: mrn }],
          },
        },
        { resource: { resourceType: 'Observation' } },
      ],
    });
    expect(preview.counts).toEqual({ new: 1, match: 0, conflict: 0, invalid: 1 });
    expect(preview.entries[1]?.outcome?.issue[0]?.expression).toEqual([
      'Bundle.entry[1].resource.resourceType',
    ]);
    const result = await admin.confirmPatientImport({ previewId: preview.previewId });
    expect(result).toMatchObject({ imported: 1, skipped: 1 });
    await expect(
      admin.confirmPatientImport({ previewId: preview.previewId }),
    ).rejects.toMatchObject({ code: 40910 });
  });
});
