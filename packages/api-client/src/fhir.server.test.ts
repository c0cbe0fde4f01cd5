import { describe, expect, it } from 'vitest';
import { signedIn } from './testing/real-server';

// Issue 31: the FHIR R4 interface through the client, on the real server and its demo data.

describe('FHIR R4 through the client', () => {
  it('reads 李患者 for 张医生, refuses her to 赵磊 with the OperationOutcome’s code', async () => {
    const zhang = await signedIn('doctor', 'Doctor@123');
    const zhao = await signedIn('zhaolei', 'Doctor@123');
    const found = await zhang.fhirSearchPatient({ name: 'lihuanzhe' });
    expect(found).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
    const entry = (found.entry as { resource: { id: string } }[])[0]!;
    const patient = await zhang.fhirReadPatient({ id: entry.resource.id });
    expect(patient).toMatchObject({ resourceType: 'Patient', gender: 'male' });
    await expect(zhao.fhirReadPatient({ id: entry.resource.id })).rejects.toMatchObject({
      code: 40301,
    });
    // Still signed in: a FHIR refusal is not a failure of the session.
    expect(zhao.tokenStore.getToken()).not.toBe('');
    const metadata = await zhao.fhirMetadata();
    expect(metadata).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1' });
  });
});
