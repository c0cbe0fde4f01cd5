import type { AdminDashboard, DoctorDashboard, Page, PatientDashboard } from '@cep/contract';
import type { FoundPatient } from './doctor-dashboard';

/** Example answers of `getDashboardSummary` for the stories (no API). */
const day = (offset: number) => new Date(Date.UTC(2026, 9, 25 + offset)).toISOString().slice(0, 10);
const at = Date.UTC(2026, 10, 23, 1, 30);

export const adminSummary: AdminDashboard = {
  role: 'admin',
  counts: { users: 36, doctors: 6, patients: 27, signInsLast7Days: 142 },
  signInsPerDay: Array.from({ length: 30 }, (_, index) => ({
    day: day(index),
    count: index % 7 === 5 || index % 7 === 6 ? 2 : 15 + ((index * 7) % 11),
  })),
  latestAudit: [
    {
      id: 91,
      actorId: 2,
      actorName: '张医生',
      action: 'patient.read',
      entity: 'patient',
      entityId: '7',
      time: at,
      ip: '10.0.0.8',
      outcome: 'success',
      read: true,
    },
    {
      id: 90,
      actorId: 17,
      actorName: '李患者',
      action: 'users.list',
      entity: 'user',
      entityId: null,
      time: at - 60_000,
      ip: '10.0.0.9',
      outcome: 'denied',
      read: false,
    },
  ],
  latestClientErrors: [
    {
      id: 4,
      userId: 2,
      username: 'doctor',
      message: "TypeError: Cannot read properties of undefined (reading 'list')",
      stack: null,
      vm: null,
      info: null,
      url: '/system/patients',
      userAgent: null,
      browser: 'Chrome 120',
      time: at - 3_600_000,
      firstTime: at - 7_200_000,
      repeats: 3,
    },
  ],
};

export const doctorSummary: DoctorDashboard = {
  role: 'doctor',
  myPatients: 6,
  recentPatients: [
    { id: 7, patientName: '李患者', seenAt: at },
    { id: 9, patientName: '王秀英', seenAt: at - 86_400_000 },
  ],
  training: {
    date: '2026-11-25',
    due: 2,
    done: 1,
    missed: 3,
    patients: [
      {
        patientId: 9,
        patientName: '王秀英',
        planId: 3,
        dueToday: true,
        sessionsToday: 0,
        missedThisWeek: 2,
      },
      {
        patientId: 7,
        patientName: '李患者',
        planId: 1,
        dueToday: true,
        sessionsToday: 1,
        missedThisWeek: 1,
      },
    ],
  },
  alerts: {
    unread: 2,
    latest: [
      {
        id: 12,
        rule: 'decline',
        patientId: 9,
        patientName: '王秀英',
        createdAt: at,
        link: '/cognitive-training?patient=9&tab=progress',
      },
      {
        id: 11,
        rule: 'missedSessions',
        patientId: 9,
        patientName: '王秀英',
        createdAt: at - 3_600_000,
        link: '/cognitive-training?patient=9&tab=progress',
      },
    ],
  },
};

export const patientSummary: PatientDashboard = {
  role: 'patient',
  patientId: 7,
  careTeamSize: 2,
  training: {
    date: '2026-11-25',
    planId: 1,
    dueToday: true,
    sessionsToday: 0,
    minutesPerSession: 20,
    exercises: ['goNoGo', 'digitSpanForward'],
    daysTrainedThisWeek: 2,
    plannedDaysThisWeek: 5,
  },
};

const myPatients: FoundPatient[] = [
  { id: 7, patientName: '李患者' },
  { id: 9, patientName: '王秀英' },
  { id: 12, patientName: '刘洋' },
];

/** A stand-in for `listPatients({ name })`: initials or characters of the doctor's patients. */
export async function searchStoryPatients(name: string): Promise<Page<FoundPatient>> {
  const initials: Record<number, string> = { 7: 'lhz', 9: 'wxy', 12: 'ly' };
  const list = myPatients.filter(
    (patient) => patient.patientName.includes(name) || initials[patient.id]?.startsWith(name),
  );
  return { list, total: list.length, pageNum: 1, pageSize: 5 };
}
