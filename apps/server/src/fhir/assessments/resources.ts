import {
  education,
  itemKey,
  scales,
  scoreSheet,
  type Interpretation,
  type NormGroup,
} from '@cep/contract';
import type { FhirResource } from '../bundle';
import { instant } from '../dates';
import { systems } from '../systems';
import { assessmentResourceId } from './ids';
import { instrumentCodes, itemText, questionnaireUrl } from './questionnaire';
import type { AssessmentRecord } from './records';

/*
 * A finished assessment as FHIR (issue 31): an Observation of its total (LOINC 72172-0 MoCA,
 * 72106-8 MMSE) with the education adjustment as a component and the Shanghai norms' reading as
 * its interpretation and reference range; and a QuestionnaireResponse of its item scores, which
 * the Observation is derived from. Totals and readings are computed from the stored item scores
 * with the contract's tables, as the console does (assessment-norms.ts).
 */

/** Our codes for what LOINC has no code for: the parts of a total, the cognitive-status category. */
const scoreParts = systems.codes('assessment-score');
const ourCategories = systems.codes('observation-category');

const score = (value: number) => ({
  value,
  unit: '{score}',
  system: systems.ucum,
  code: '{score}',
});

/** The age × education group of the norms, in words. */
const groupText: { readonly [G in NormGroup]: string } = {
  A: '年龄≤75岁、受教育≤6年',
  B: '年龄>75岁、受教育≤6年',
  C: '年龄≤75岁、受教育>6年',
  D: '年龄>75岁、受教育>6年',
};

/** The sheet's raw total and its reading for the patient's age and education (null without them). */
function totalsOf(record: AssessmentRecord): { rawTotal: number; reading: Interpretation | null } {
  const edu = education.safeParse(record.edu);
  const sheet = scoreSheet(
    record.kind,
    record.scores,
    { age: record.age ?? null, edu: edu.success ? edu.data : null },
    true,
  );
  return { rawTotal: sheet.rawTotal, reading: sheet.interpretation };
}

/** Who finished the sheet: their Practitioner when they have a doctor record, else their name. */
function clinician(record: AssessmentRecord): { reference?: string; display?: string } | null {
  const display = record.finished_by_name ?? undefined;
  if (record.doctor_id !== null) {
    return { reference: `Practitioner/${record.doctor_id}`, ...(display ? { display } : {}) };
  }
  return display ? { display } : null;
}

function interpretationOf(reading: Interpretation) {
  if (!reading.belowCutoff) {
    return {
      coding: [{ system: systems.interpretation, code: 'N', display: 'Normal' }],
      text: '在常模范围内',
    };
  }
  return {
    coding: [{ system: systems.interpretation, code: 'L', display: 'Low' }],
    text:
      reading.finding === 'possibleMci'
        ? '低于常模界值：提示可能存在轻度认知障碍（MCI）'
        : '低于常模界值：提示可能存在痴呆',
  };
}

/** The Observation of a finished assessment's total. */
export function toAssessmentObservation(record: AssessmentRecord): FhirResource {
  const codes = instrumentCodes[record.kind];
  const scale = scales[record.kind];
  const { rawTotal, reading } = totalsOf(record);
  const performer = clinician(record);
  const lowest = reading ? Math.ceil(reading.cutoff) : 0;
  const notes = [
    ...(reading
      ? []
      : [{ text: '档案缺少年龄或文化程度，未做教育校正与常模解读；数值为原始总分。' }]),
    ...record.amendments.map((amendment) => ({
      ...(amendment.amended_by_name ? { authorString: amendment.amended_by_name } : {}),
      time: instant(amendment.amended_at),
      text: `修订原因：${amendment.reason}`,
    })),
  ];
  return {
    resourceType: 'Observation',
    id: assessmentResourceId(record.id),
    meta: { lastUpdated: instant(record.updated_at) },
    status: record.amendments.length > 0 ? 'amended' : 'final',
    category: [
      {
        coding: [{ system: systems.observationCategory, code: 'survey', display: 'Survey' }],
      },
      {
        coding: [{ system: ourCategories, code: 'cognitive-status', display: '认知状态' }],
        text: '认知状态',
      },
    ],
    code: {
      coding: [{ system: systems.loinc, code: codes.total.code, display: codes.total.display }],
      text: `${scale.name['zh-CN']}总分`,
    },
    subject: { reference: `Patient/${record.patient_id}` },
    effectiveDateTime: record.tested_on,
    ...(record.finished_at ? { issued: instant(record.finished_at) } : {}),
    ...(performer ? { performer: [performer] } : {}),
    valueQuantity: score(reading?.total ?? rawTotal),
    ...(reading ? { interpretation: [interpretationOf(reading)] } : {}),
    ...(notes.length > 0 ? { note: notes } : {}),
    ...(reading
      ? {
          referenceRange: [
            {
              low: score(lowest),
              high: score(scale.max),
              text: `上海常模${reading.group}组（${groupText[reading.group]}）：≥${lowest}分（界值${reading.cutoff}）`,
            },
          ],
        }
      : {}),
    derivedFrom: [{ reference: `QuestionnaireResponse/${assessmentResourceId(record.id)}` }],
    component: [
      {
        code: {
          coding: [{ system: scoreParts, code: 'raw-total', display: '原始总分' }],
          text: '各项得分之和',
        },
        valueQuantity: score(rawTotal),
      },
      ...(reading
        ? [
            {
              code: {
                coding: [
                  { system: scoreParts, code: 'education-adjustment', display: '教育程度校正' },
                ],
                text:
                  record.kind === 'moca'
                    ? `受教育≤12年加1分（本例受教育${reading.educationYears}年）`
                    : 'MMSE 不做教育加分',
              },
              valueQuantity: score(reading.educationBonus),
            },
          ]
        : []),
    ],
  };
}

/** The QuestionnaireResponse of a finished assessment's item scores. */
export function toAssessmentResponse(record: AssessmentRecord): FhirResource {
  const performer = clinician(record);
  return {
    resourceType: 'QuestionnaireResponse',
    id: assessmentResourceId(record.id),
    meta: { lastUpdated: instant(record.updated_at) },
    questionnaire: questionnaireUrl(record.kind),
    status: record.amendments.length > 0 ? 'amended' : 'completed',
    subject: { reference: `Patient/${record.patient_id}` },
    authored: instant(record.updated_at),
    ...(performer ? { author: performer } : {}),
    item: scales[record.kind].sections.map((section) => ({
      linkId: section.id,
      text: section.name['zh-CN'],
      item: section.items.map((scaleItem) => {
        const key = itemKey(section, scaleItem);
        const value = record.scores[key];
        return {
          linkId: key,
          text: itemText(scaleItem),
          ...(value === null || value === undefined ? {} : { answer: [{ valueInteger: value }] }),
        };
      }),
    })),
  };
}
