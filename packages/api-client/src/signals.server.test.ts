import { describe, expect, it } from 'vitest';
import { signedIn } from './testing/real-server';

// The real server of the client project, with its demo data: 李患者 (`patient`) is in the care of
// 张医生 (`doctor`); 赵磊 (`zhaolei`) does not treat her. No HTTP mocking and no device connected
// (the simulator's flow is e2e/mpsa.spec.ts).

describe('signal acquisition through the client', () => {
  it('registers a device, records a patient with a marker, reads it back, refuses an empty export and outsiders', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const name = `client PPG ${Date.now().toString(36)}`;
    const created = await admin.addSignalDevice({ name, profile: 'ppg-64' });
    expect(created.deviceKey.length).toBeGreaterThan(16);
    expect(created).toMatchObject({ name, modality: 'ppg', sampleRate: 64, status: 'enabled' });
    const listed = (await admin.listSignalDevices()).find((d) => d.id === created.id)!;
    expect(listed).not.toHaveProperty('deviceKey');
    expect(listed.connected).toBe(false);
    const renamed = await admin.updateSignalDevice({ id: created.id, name: `${name} B` });
    expect(renamed.name).toBe(`${name} B`);

    const doctor = await signedIn('doctor', 'Doctor@123');
    const patientId = (await doctor.listPatients({ name: '李患者' })).list[0]!.id;
    const zhao = await signedIn('zhaolei', 'Doctor@123');
    await expect(zhao.startRecording({ patientId, deviceIds: [created.id] })).rejects.toMatchObject(
      { code: 40301 },
    );

    const recording = await doctor.startRecording({ patientId, deviceIds: [created.id] });
    expect(recording).toMatchObject({ status: 'recording', patientId });
    try {
      // The live stream: the care team's doctor is let in, another doctor is refused with 40301.
      const refused = await new Promise<{ code: number; message: string }>((resolve, reject) => {
        const stop = zhao.streamSignalDevice(created.id, {
          onBytes: () => undefined,
          onConnect: () => reject(new Error('an outsider was let into the live stream')),
          onRefused: (refusal) => {
            stop();
            resolve(refusal);
          },
        });
      });
      expect(refused.code).toBe(40301);
      await new Promise<void>((resolve, reject) => {
        const stop = doctor.streamSignalDevice(created.id, {
          onBytes: () => undefined,
          onConnect: () => {
            stop();
            resolve();
          },
          onRefused: (refusal) => reject(new Error(refusal.message)),
        });
      });

      const marker = await doctor.addRecordingMarker({
        recordingId: recording.id,
        label: 'eyes closed',
        offsetMs: 500,
      });
      expect(marker).toMatchObject({ label: 'eyes closed', offsetMs: 500, source: 'manual' });
      await expect(
        doctor.addRecordingMarker({ recordingId: recording.id, label: '' }),
      ).rejects.toMatchObject({ code: 40001 });
    } finally {
      await doctor.stopRecording(recording.id);
    }
    const again = await doctor.stopRecording(recording.id);
    expect(again.status).toBe('stopped');

    const detail = await doctor.getRecording(recording.id);
    expect(detail.markers.map((m) => m.label)).toEqual(['eyes closed']);
    const page = await doctor.listRecordings({ patientId, pageNum: 1, pageSize: 10 });
    expect(page.list.map((r) => r.id)).toContain(recording.id);
    await expect(zhao.getRecording(recording.id)).rejects.toMatchObject({ code: 40301 });

    const window = await doctor.getRecordingWindow({
      recordingId: recording.id,
      from: 0,
      to: 10_000,
      maxPoints: 100,
    });
    expect(window.channels.map((c) => c.label)).toEqual(['PPG']);
    expect(window.markers.map((m) => m.label)).toEqual(['eyes closed']);
    const features = await doctor.getRecordingFeatures(recording.id);
    expect(features.recordingId).toBe(recording.id);

    // No device was connected, so nothing was stored: the export says so rather than writing an
    // empty file (the e2e flow exports a recording with data and checks the files).
    await expect(doctor.exportRecording({ id: recording.id, format: 'edf' })).rejects.toMatchObject(
      { message: '记录还没有数据，无法导出' },
    );

    // A new key, shown once; the device is the same.
    const rotated = await admin.rotateSignalDeviceKey({ id: created.id });
    expect(rotated).toMatchObject({ id: created.id, profile: created.profile });
    expect(rotated.deviceKey).toMatch(/^cepd_/);
    expect(rotated.deviceKey).not.toBe(created.deviceKey);
    await expect(doctor.rotateSignalDeviceKey({ id: created.id })).rejects.toMatchObject({
      code: 40301,
    });

    const disabled = await admin.setSignalDeviceStatus({ id: created.id, status: 'disabled' });
    expect(disabled.status).toBe('disabled');
  });
});
