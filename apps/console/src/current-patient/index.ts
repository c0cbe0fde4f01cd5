export { followSession, forgetCurrentPatient } from './current-patient';
export { noteDocumentLocation } from './document-location';
export { CurrentPatientBanner, useRecordPath } from './current-patient-banner';
export type { CurrentPatientBannerProps } from './current-patient-banner';
export { currentPatientMessages } from './messages';
export {
  useAddressedPatient,
  useCurrentPatientId,
  useSetCurrentPatient,
} from './use-current-patient';
