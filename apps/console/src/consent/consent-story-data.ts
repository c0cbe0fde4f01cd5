import {
  consentPurposes,
  type ConsentDecision,
  type ConsentDecisionKind,
  type ConsentPurpose,
  type ConsentState,
  type ConsentText,
} from '@cep/contract';
import { fn } from 'storybook/test';

/*
 * For the stories of the consent screen, 我的同意 and 知情同意: version 1 of the four texts (as
 * migration 0039 seeds them, shortened) and calls over an in-memory list of decisions that keep
 * the server's rule (the latest decision of the current version counts). The real rules are
 * apps/server/test/consent.test.ts.
 */

const words: Record<ConsentPurpose, [string, string, string, string]> = {
  medical: [
    '用于您的诊疗',
    '我们会记录您的健康信息和训练结果。这些信息只用于您的诊疗。没有这项同意，我们不能用本平台为您提供诊疗。',
    'Use for your care',
    'We record your health information and training results. We use them only for your care.',
  ],
  signals: [
    '记录生理信号',
    '训练时，我们可以用设备记录您的脑电、心率等生理信号。您可以不同意。',
    'Recording body signals',
    'During training, we can use devices to record signals such as brain waves. You can say no.',
  ],
  community: [
    '参与群体互动',
    '您可以加入病友小组，发帖，参加挑战和小组活动。别人只看到您的昵称。',
    'Joining the community',
    'You can join patient groups, post messages, and take part in challenges.',
  ],
  research: [
    '去标识化数据用于研究（可选）',
    '这一项是可选的。我们想把去掉身份信息的数据用于医学研究。不同意不影响您的诊疗。',
    'De-identified data for research (optional)',
    'This item is optional. Saying no does not affect your care.',
  ],
};

export function storyText(purpose: ConsentPurpose, version = 1): ConsentText {
  const [titleZh, bodyZh, titleEn, bodyEn] = words[purpose];
  return {
    purpose,
    version,
    titleZh,
    bodyZh,
    titleEn,
    bodyEn,
    requiresRedecision: true,
    publishedAt: '2026-11-01T08:00:00.000Z',
    publishedByName: null,
  };
}

export const storyTexts: ConsentText[] = consentPurposes.map((purpose) => storyText(purpose));

/** The state of a patient with these decisions (newest last), all on version 1. */
export function storyState(
  decided: Array<[ConsentPurpose, ConsentDecisionKind]>,
  method: ConsentDecision['method'] = 'app',
): ConsentState {
  const history: ConsentDecision[] = decided
    .map(([purpose, decision], index) => ({
      id: index + 1,
      purpose,
      version: 1,
      decision,
      method,
      recordedByName: method === 'paper' ? '张医生' : '李患者',
      decidedAt: `2026-11-${String(10 + index).padStart(2, '0')}T08:00:00.000Z`,
      scanUrl: method === 'paper' ? '/api/oss/file/6f1c2a7e-6a55-4c1b-9a51-0d1f0c4f3e21' : null,
    }))
    .reverse();
  const purposes = consentPurposes.map((purpose) => {
    const latest = history.find((entry) => entry.purpose === purpose) ?? null;
    return {
      purpose,
      required: purpose === 'medical',
      current: storyText(purpose),
      latest,
      due: latest === null,
      accepted: latest?.decision === 'accepted',
    };
  });
  return {
    patientId: 7,
    purposes,
    due: purposes.some((entry) => entry.due),
    careAllowed: purposes.some((entry) => entry.purpose === 'medical' && entry.accepted),
    history,
  };
}

/** The patient's calls over an in-memory list of decisions. */
export function storyConsentCalls(start: Array<[ConsentPurpose, ConsentDecisionKind]> = []) {
  const decided = [...start];
  return {
    getMyConsent: fn(async () => storyState(decided)),
    decideMyConsent: fn(
      async (body: { decisions: { purpose: ConsentPurpose; decision: ConsentDecisionKind }[] }) => {
        for (const entry of body.decisions) decided.push([entry.purpose, entry.decision]);
        return storyState(decided);
      },
    ),
  };
}

/** Every purpose accepted. */
export const allAccepted: Array<[ConsentPurpose, ConsentDecisionKind]> = consentPurposes.map(
  (purpose) => [purpose, 'accepted'],
);
