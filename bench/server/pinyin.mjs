// The pinyin columns of the bench's patients (issue 12). They are inserted by SQL after the server
// started, so the server's start-up backfill never saw them; their names are 基准患者N, whose
// pinyin is known: jizhunhuanzheN, initials jzhzN, search text '基准患者N jizhunhuanzheN jzhzN'
// (what apps/server/src/patients/name-pinyin.ts writes for them).

/** Fills name_pinyin / name_search of the bench rows still without them, then ANALYZE. */
export async function fillBenchPinyin(client) {
  await client.query(
    `UPDATE patients
        SET name_pinyin = 'jizhunhuanzhe' || substr(patient_name, 5),
            name_search = patient_name || ' jizhunhuanzhe' || substr(patient_name, 5)
                          || ' jzhz' || substr(patient_name, 5)
      WHERE name_search IS NULL AND patient_name LIKE '基准患者%'`,
  );
  await client.query('ANALYZE patients');
}

/** The list filtered as a clinician types it: the initials of 李患者, among 10 000 patients. */
export const pinyinListPath = '/api/patientInformation/list?pageNum=1&pageSize=20&name=lhz';
