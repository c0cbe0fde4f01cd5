import { describe, expect, inject, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';

// The real server of the client project, with its demo data.
const baseURL = inject('serverUrl');

describe('谁查看了我的档案 and erasure requests through the client', () => {
  it('answers a patient their own history and what erasure would do; a doctor gets 40370', async () => {
    const patient = createApiClient({ baseURL, confirmRelogin: async () => false });
    await patient.login('patient', 'Patient@123');
    const history = await patient.listMyAccessHistory({ pageNum: 1, pageSize: 5 });
    expect(history.readRetentionDays).toBeGreaterThan(0);
    expect(history.pageSize).toBe(5);
    const mine = await patient.getMyErasure();
    expect(mine.preview.retentionYears).toEqual({ inpatient: 30, outpatient: 15 });

    const doctor = createApiClient({ baseURL, confirmRelogin: async () => false });
    await doctor.login('doctor', 'Doctor@123');
    await expect(doctor.listMyAccessHistory()).rejects.toMatchObject({ code: 40370 });
    await expect(doctor.listErasureRequests()).rejects.toBeInstanceOf(ApiError);

    const admin = createApiClient({ baseURL, confirmRelogin: async () => false });
    await admin.login('admin', 'Admin@123');
    const page = await admin.listErasureRequests({ status: 'pending' });
    expect(page.list.every((request) => request.status === 'pending')).toBe(true);
  });
});
