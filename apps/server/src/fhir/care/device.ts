import type { FhirDeviceSearch, SignalModality } from '@cep/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/api-error';
import { containsPattern } from '../../platform/lists/list-query';
import { profileByKey } from '../../signals/devices';
import type { FhirResource, Paging } from '../bundle';
import { systems } from '../systems';
import { idCondition, searchPage, tokenCodes } from '../search';

/*
 * FHIR Device (issue 31) for an acquisition device (MPSA): its name, its profile as type (our code
 * `urn:cep:codes:device-profile`, with the modality, channels and rate in words), enabled/disabled
 * as active/inactive. Devices are not patient data: as the device list, whoever holds device:list
 * (the admin, doctors) reads every one. The platform keeps no serial number nor a time of change.
 */

const modalityName: Record<SignalModality, string> = {
  eeg: '脑电',
  ecg: '心电',
  eda: '皮电',
  ppg: '脉搏波',
};

interface DeviceRow {
  id: number;
  name: string;
  profile: string;
  status: 'enabled' | 'disabled';
}

/** The words of a device profile: 脑电采集设备（8导，250 Hz）. */
export function profileText(key: string): string {
  const profile = profileByKey(key);
  if (!profile) return '生理信号采集设备';
  return `${modalityName[profile.modality]}采集设备（${profile.channels.length}导，${profile.sampleRate} Hz）`;
}

function toFhirDevice(row: DeviceRow): FhirResource {
  const text = profileText(row.profile);
  return {
    resourceType: 'Device',
    id: String(row.id),
    status: row.status === 'enabled' ? 'active' : 'inactive',
    deviceName: [{ name: row.name, type: 'user-friendly-name' }],
    type: {
      coding: [{ system: systems.codes('device-profile'), code: row.profile, display: text }],
      text,
    },
  };
}

const columns = sql`d.id, d.name, d.profile, d.status`;

export async function readDevice(db: Kysely<Tables>, id: number): Promise<FhirResource> {
  const { rows } = await sql<DeviceRow>`
    SELECT ${columns} FROM signal_devices d WHERE d.id = ${id}`.execute(db);
  const row = rows[0];
  if (!row) throw new ApiError(40401, 'Device 资源不存在');
  return toFhirDevice(row);
}

/** FHIR's Device status → ours, for `status=`. */
const statusOf: Record<string, 'enabled' | 'disabled'> = {
  active: 'enabled',
  inactive: 'disabled',
};

export async function searchDevices(
  db: Kysely<Tables>,
  query: FhirDeviceSearch,
  paging: Paging,
): Promise<{ resources: FhirResource[]; total: number }> {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (query._id !== undefined) conditions.push(idCondition(sql.ref('d.id'), query._id));
  const name = query['device-name'];
  if (name) conditions.push(sql<SqlBool>`d.name ILIKE ${containsPattern(name)}`);
  if (query.status !== undefined) {
    const statuses = tokenCodes(query.status).flatMap((code) => statusOf[code] ?? []);
    conditions.push(
      statuses.length === 0
        ? sql<SqlBool>`false`
        : sql<SqlBool>`d.status = ANY(${statuses}::text[])`,
    );
  }
  const { rows, total } = await searchPage<DeviceRow>(
    db,
    { columns, from: sql`signal_devices d`, conditions, order: sql`d.id` },
    paging,
  );
  return { resources: rows.map(toFhirDevice), total };
}
