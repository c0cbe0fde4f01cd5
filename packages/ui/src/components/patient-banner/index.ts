export { PatientBanner } from './patient-banner';
export type { PatientBannerProps } from './patient-banner';
