import { calls, fhirVersion, fhirJsonType, type CallDef } from '@cep/contract';
import { z } from 'zod';
import type { FhirResource } from './bundle';

/*
 * The CapabilityStatement (GET /fhir/R4/metadata): made from the contract's FHIR rows, so it lists
 * exactly the resources, interactions and search parameters the server has routes and schemas for.
 */

/** FHIR search-parameter types of the names our schemas use; anything else is a string. */
const parameterTypes: Record<string, 'token' | 'string' | 'date' | 'reference' | 'number' | 'uri'> =
  {
    _id: 'token',
    _lastUpdated: 'date',
    identifier: 'token',
    gender: 'token',
    birthdate: 'date',
    date: 'date',
    code: 'token',
    category: 'token',
    status: 'token',
    patient: 'reference',
    subject: 'reference',
    authored: 'date',
    period: 'date',
    name: 'string',
    type: 'token',
    questionnaire: 'reference',
    url: 'uri',
  };

/** Result parameters, not search parameters: they shape the answer, not what matches. */
const resultParameters = new Set(['_count', '_offset', '_format']);

/** Operations by name, with their official definitions. */
const operations: Record<string, string> = {
  everything: 'http://hl7.org/fhir/OperationDefinition/Patient-everything',
};

interface ResourceEntry {
  type: string;
  interaction: { code: 'read' | 'search-type' }[];
  searchParam: { name: string; type: string }[];
  operation: { name: string; definition: string }[];
}

/** `/fhir/R4/Patient/:id/$everything` → ['Patient', ':id', '$everything']. */
function segmentsOf(path: string): string[] {
  return path.replace('/fhir/R4/', '').split('/');
}

function queryKeys(def: CallDef): string[] {
  const query = def.query;
  return query instanceof z.ZodObject ? Object.keys(query.shape) : [];
}

/** The resources of the table's FHIR rows, in the table's order. */
export function supportedResources(table: Record<string, CallDef> = calls): ResourceEntry[] {
  const byType = new Map<string, ResourceEntry>();
  for (const def of Object.values(table)) {
    if (!def.path.startsWith('/fhir/R4/') || def.method !== 'GET') continue;
    const [type, id, operation] = segmentsOf(def.path);
    if (!type || type === 'metadata') continue;
    const entry = byType.get(type) ?? { type, interaction: [], searchParam: [], operation: [] };
    byType.set(type, entry);
    if (id === undefined) {
      entry.interaction.push({ code: 'search-type' });
      for (const name of queryKeys(def)) {
        if (resultParameters.has(name)) continue;
        entry.searchParam.push({ name, type: parameterTypes[name] ?? 'string' });
      }
    } else if (operation === undefined) {
      entry.interaction.push({ code: 'read' });
    } else {
      const name = operation.replace(/^\$/, '');
      entry.operation.push({ name, definition: operations[name] ?? `urn:cep:operation:${name}` });
    }
  }
  return [...byType.values()];
}

/** The server's CapabilityStatement. */
export function capabilityStatement(version: string, date: string): FhirResource {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date,
    publisher: '认知增强平台',
    kind: 'instance',
    software: { name: '认知增强平台', version },
    implementation: { description: '认知增强平台 FHIR R4 只读接口' },
    fhirVersion,
    format: [fhirJsonType, 'json'],
    rest: [
      {
        mode: 'server',
        documentation:
          '只读接口。先以平台账号登录（POST /api/users/login）取得令牌，再以 Authorization: Bearer <令牌> 调用；权限与护理团队规则同平台其余接口，每次读取记入审计。',
        security: {
          cors: true,
          description: 'Authorization: Bearer <平台登录令牌>（或请求头 token）',
        },
        resource: supportedResources().map((entry) => ({
          type: entry.type,
          interaction: entry.interaction,
          ...(entry.searchParam.length > 0 ? { searchParam: entry.searchParam } : {}),
          ...(entry.operation.length > 0 ? { operation: entry.operation } : {}),
        })),
      },
    ],
  };
}
