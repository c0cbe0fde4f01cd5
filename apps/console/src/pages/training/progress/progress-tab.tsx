import type { Patient } from '@cep/contract';

/** 训练进度 tab of the patient's page: being built by the progress slice. */
export function TrainingProgressTab(_props: { patient: Patient }) {
  return null;
}
