import type { Doctor, DoctorCreate, DoctorUpdate, User } from '@cep/contract';
import { Button, useMessages } from '@cep/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../api-client';
import { useListPage } from '../../../lists';
import { DoctorEditForm } from '../../../profile/doctor-edit-form';
import { doctorCreateFormSchema, doctorFormSchema } from '../../../profile/doctor-form';
import { useSave } from '../../../profile/edit-form-parts';
import type { UploadFile } from '../../../profile/profile-data';
import { doctorFields } from '../../../profile/profile-fields';
import { useRecordRevision } from '../../../profile/revision-conflict';
import { profileMessages } from '../../../i18n/profile-messages';
import { AccountLookup } from './account-lookup';
import { DoctorDetails } from './doctor-details';
import { DoctorPatientList, patientPath } from './doctor-patient-list';
import { doctorsMessages } from './messages';

/*
 * What the drawers of 医生管理 hold, each mounted when its drawer opens (so a form starts from
 * the record every time). The forms are the personal centre's: the same fields, the same
 * contract rules.
 */

const uploadFile: UploadFile = (file, options) =>
  api.uploadFile(file, { onProgress: options?.onProgress });

/** A record to start a new doctor's form from: the account's name, nothing else yet. */
function blankRecord(account: User): Doctor {
  return {
    id: 0,
    userId: account.id,
    doctorName: account.name,
    phone: null,
    avatar: null,
    age: null,
    sex: null,
    job: null,
    occupationalNumber: null,
    workingSeniority: null,
    doctorDescribe: null,
    revision: 0,
    archivedAt: null,
  };
}

/** 新增医生: find the doctor's account, then fill in the record (`addDoctor`). */
export function CreateDoctorPanel({ onCreated }: { onCreated: (doctor: Doctor) => void }) {
  const t = useMessages(doctorsMessages);
  const [account, setAccount] = useState<User | null>(null);
  const { failure, submit } = useSave<DoctorCreate>(async (body) => {
    onCreated(await api.addDoctor(body));
  });

  if (!account) {
    return (
      <AccountLookup findAccount={(username) => api.getByUsername(username)} onFound={setAccount} />
    );
  }
  return (
    <DoctorEditForm<DoctorCreate>
      key={account.id}
      record={blankRecord(account)}
      schema={doctorCreateFormSchema(account.id)}
      uploadFile={uploadFile}
      onSubmit={submit}
      failure={failure}
      leading={
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2">
          <span className="font-medium break-all">
            {t.account.found(account.name, account.username)}
          </span>
          <Button variant="link" onClick={() => setAccount(null)}>
            {t.account.change}
          </Button>
        </div>
      }
    />
  );
}

/**
 * 编辑: the doctor's record in the personal centre's form. Someone else's phone comes masked;
 * left as it is, it is not sent, so the server keeps the number.
 */
export function EditDoctorPanel({
  record,
  onSaved,
}: {
  record: Doctor;
  onSaved: (doctor: Doctor) => void;
}) {
  const profile = useMessages(profileMessages);
  // Someone else may save this record meanwhile: the save says which revision it edits.
  const { guard, current, sending } = useRecordRevision(
    record,
    (id) => api.getDoctor(id),
    doctorFields(profile),
  );
  const shown = current ?? record;
  const { failure, submit } = useSave<DoctorUpdate>(
    async (body) => {
      const saved = await api.updateDoctor(sending(body));
      guard.saved(saved);
      onSaved(saved);
    },
    undefined,
    guard,
  );
  const masked = shown.phone?.includes('*') ? shown.phone : null;
  return (
    <DoctorEditForm
      key={shown.revision}
      record={shown}
      schema={doctorFormSchema(shown, { maskedPhone: masked })}
      uploadFile={uploadFile}
      onSubmit={submit}
      failure={failure}
      conflict={guard.panel}
    />
  );
}

const patientPageSize = 10;

/** The patients of the doctor's care teams (listPatients filtered by `doctorId`), paged. */
function DoctorPatients({
  doctorId,
  note,
  onLeave,
}: {
  doctorId: number;
  note?: string;
  onLeave: () => void;
}) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = { doctorId, pageNum: page, pageSize: patientPageSize };
  const list = useListPage(JSON.stringify(query), () => api.listPatients(query));
  return (
    <DoctorPatientList
      patients={list.rows}
      total={list.total}
      page={page}
      pageSize={patientPageSize}
      onPageChange={setPage}
      loading={list.loading}
      failed={list.error != null}
      onRetry={list.reload}
      note={note}
      onOpen={(patient) => {
        onLeave();
        void navigate(patientPath(patient.id));
      }}
    />
  );
}

/** 详情: the record (phone revealable) and, for those who may list patients, their patients. */
export function DoctorDetailPanel({
  record,
  canReveal,
  showPatients,
  patientsNote,
  onLeave,
}: {
  record: Doctor;
  canReveal: boolean;
  showPatients: boolean;
  /** Said under the patients' heading (a doctor sees only the patients they may see). */
  patientsNote?: string;
  /** Closes the drawer before going to a patient's page. */
  onLeave: () => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <DoctorDetails
        record={record}
        revealPhone={canReveal ? async () => (await api.revealDoctor(record.id)) ?? '' : undefined}
      />
      {showPatients && (
        <DoctorPatients doctorId={record.id} note={patientsNote} onLeave={onLeave} />
      )}
    </div>
  );
}
