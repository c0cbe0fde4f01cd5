import { api } from '../../../api-client';
import { PatientImportView } from './patient-import-view';

/** 从 HIS 导入患者 over the console's API client (the story passes its own calls to the view). */
export default function PatientImportPage() {
  return <PatientImportView calls={api} />;
}
