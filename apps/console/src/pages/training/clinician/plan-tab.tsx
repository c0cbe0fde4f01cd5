import type { Patient } from '@cep/contract';

/** 训练计划 tab of the patient's page: being built by the plan slice. */
export function TrainingPlanTab(_props: { patient: Patient }) {
  return null;
}
