/** The clinician's /cognitive-training (patient picker, plan, progress): being built. */
export default function ClinicianTrainingPage() {
  return null;
}
