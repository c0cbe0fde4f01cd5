import {
  itemKey,
  scales,
  type AssessmentKind,
  type FhirQuestionnaireSearch,
  type ScaleItem,
} from '@cep/contract';
import { ApiError } from '../../platform/http/api-error';
import type { FhirResource } from '../bundle';
import { splitToken } from '../search';
import { systems } from '../systems';

/*
 * The two score sheets as FHIR Questionnaires (issue 31), made from the contract's scales
 * (assessment-scales.ts): a group per section, an integer item per scored task, its possible
 * scores as answer options 0..max (so its maximum needs no extension). Only the sheets: the
 * tests' own materials are copyrighted and are not reproduced, as in the console.
 */

/** The LOINC codes of each instrument: the panel (the Questionnaire) and its total score. */
export const instrumentCodes: {
  readonly [K in AssessmentKind]: {
    name: string;
    panel: { code: string; display: string };
    total: { code: string; display: string };
  };
} = {
  moca: {
    name: 'MoCA',
    panel: { code: '72133-2', display: 'Montreal Cognitive Assessment [MoCA]' },
    total: { code: '72172-0', display: 'Total score [MoCA]' },
  },
  mmse: {
    name: 'MMSE',
    panel: { code: '72107-6', display: 'Mini-Mental State Examination [MMSE]' },
    total: { code: '72106-8', display: 'Total score [MMSE]' },
  },
};

export const assessmentKinds = Object.keys(scales) as AssessmentKind[];

/** The canonical URL of a sheet's Questionnaire: `urn:cep:questionnaire:moca`. */
export function questionnaireUrl(kind: AssessmentKind): string {
  return `urn:cep:questionnaire:${kind}`;
}

/** The sheet a `questionnaire` search value names: its canonical URL, `Questionnaire/moca`, `moca`. */
export function kindOfQuestionnaire(value: string): AssessmentKind | undefined {
  const text = value.trim().split('|')[0] ?? '';
  return assessmentKinds.find(
    (kind) =>
      text === questionnaireUrl(kind) ||
      text === kind ||
      text === `Questionnaire/${kind}` ||
      text.endsWith(`/Questionnaire/${kind}`),
  );
}

/** An item's text, with its maximum: the Questionnaire's and its responses' alike. */
export function itemText(scaleItem: ScaleItem): string {
  return `${scaleItem.name['zh-CN']}（满分${scaleItem.max}分）`;
}

/** The Questionnaire of one sheet. */
export function toFhirQuestionnaire(kind: AssessmentKind): FhirResource {
  const scale = scales[kind];
  const codes = instrumentCodes[kind];
  return {
    resourceType: 'Questionnaire',
    id: kind,
    url: questionnaireUrl(kind),
    version: '1',
    name: codes.name,
    title: scale.name['zh-CN'],
    status: 'active',
    subjectType: ['Patient'],
    publisher: '认知增强平台',
    description: `${scale.name['zh-CN']}计分表，满分${scale.max}分。仅含计分项目与各项满分，不含量表原始材料（受版权保护）。`,
    code: [{ system: systems.loinc, code: codes.panel.code, display: codes.panel.display }],
    item: scale.sections.map((section) => ({
      linkId: section.id,
      text: section.name['zh-CN'],
      type: 'group',
      required: true,
      item: section.items.map((scaleItem) => ({
        linkId: itemKey(section, scaleItem),
        text: itemText(scaleItem),
        type: 'integer',
        required: true,
        answerOption: Array.from({ length: scaleItem.max + 1 }, (_, score) => ({
          valueInteger: score,
        })),
      })),
    })),
  };
}

/** One sheet's Questionnaire by id (`moca`, `mmse`), or 40401. */
export function readQuestionnaire(id: string): FhirResource {
  const kind = assessmentKinds.find((candidate) => candidate === id);
  if (!kind) throw new ApiError(40401, 'Questionnaire 资源不存在');
  return toFhirQuestionnaire(kind);
}

/** The sheets a search matches: `_id`, `url` (exact) and `name` (name or title, any case, contains). */
export function searchQuestionnaires(query: FhirQuestionnaireSearch): FhirResource[] {
  return assessmentKinds
    .filter((kind) => {
      if (query._id !== undefined && splitToken(query._id).value !== kind) return false;
      if (query.url !== undefined && query.url.split('|')[0] !== questionnaireUrl(kind)) {
        return false;
      }
      if (query.name !== undefined) {
        const wanted = query.name.toLowerCase();
        const names = [instrumentCodes[kind].name, scales[kind].name['zh-CN']];
        if (!names.some((name) => name.toLowerCase().includes(wanted))) return false;
      }
      return true;
    })
    .map(toFhirQuestionnaire);
}
