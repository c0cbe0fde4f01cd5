/** 今日训练 (the patient's view of /cognitive-training): being built by the patient-training slice. */
export default function PatientTrainingPage() {
  return null;
}
