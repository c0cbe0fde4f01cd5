import { itemKey, scales, type Assessment, type Page as ListPage } from '@cep/contract';
import { expect, test } from './fixtures';
import { apiGet } from './support/api';
import { apiPost as post } from './support/own-team';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * Issue 33 §3, against the real server: 李患者 has the demo's MoCA (22 raw points, 35 days ago).
 * 张医生 enters an earlier one of a year before (17 points); 训练进度 then reads the change of +5 as
 * 明显改善 against the published criterion (≥ +4), with the numbers behind it and the study cited.
 */

/** A MoCA sheet worth `lost` points below full in the named sections (first items first). */
function mocaScores(lost: Record<string, number>): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const section of scales.moca.sections) {
    const max = section.items.reduce((sum, item) => sum + item.max, 0);
    let left = max - (lost[section.id] ?? 0);
    for (const item of section.items) {
      const score = Math.min(item.max, left);
      scores[itemKey(section, item)] = score;
      left -= score;
    }
  }
  return scores;
}

test.use({ signedInAs: 'doctor' });

test('RCI for 李患者’s two MoCAs: 明显改善 with the numbers and the source on the page', async ({
  page,
  request,
  roleSession,
  serverURL,
}) => {
  const doctor = await roleSession('doctor');
  const patients = await apiGet<ListPage<{ id: number; patientName: string }>>(
    request,
    `${serverURL}/api/patientInformation/list`,
    doctor.token,
    { name: '李患者', pageNum: 1, pageSize: 5 },
  );
  const li = patients.list.find((row) => row.patientName === '李患者')!;
  const assessments = await apiGet<ListPage<Assessment>>(
    request,
    `${serverURL}/api/assessment/list`,
    doctor.token,
    { patientId: li.id, pageNum: 1, pageSize: 100 },
  );
  const demo = assessments.list.find((a) => a.kind === 'moca' && a.status === 'finished')!;
  expect(demo.rawTotal).toBe(22);
  // A year before the demo's: the earlier of the two.
  const earlierOn = `${Number(demo.testedOn.slice(0, 4)) - 1}${demo.testedOn.slice(4)}`;
  const draft = await post<Assessment>(request, `${serverURL}/api/assessment/draft`, doctor.token, {
    patientId: li.id,
    kind: 'moca',
    testedOn: earlierOn,
    scores: mocaScores({ delayedRecall: 5, attention: 4, visuospatial: 4 }),
  });
  const finished = await post<Assessment>(
    request,
    `${serverURL}/api/assessment/finish`,
    doctor.token,
    { id: draft.id, revision: draft.revision },
  );
  expect(finished.rawTotal).toBe(17);

  await page.goto(`/cognitive-training?patient=${li.id}&tab=progress`);
  const panel = page.getByRole('main');
  await expect(panel.getByRole('heading', { name: '量表变化是否有意义' })).toBeVisible();
  const moca = panel.locator('[data-scale="moca"]');
  await expect(moca.getByText('明显改善', { exact: true })).toBeVisible();
  await expect(moca.getByText('变化 +5 分')).toBeVisible();
  await expect(
    moca.getByText(`原始总分 17 分（${earlierOn}）→ 22 分（${demo.testedOn}）`),
  ).toBeVisible();
  await expect(
    moca.getByText('可靠变化界值（90% 置信）：≤ -4 分为明显下降，≥ +4 分为明显改善'),
  ).toBeVisible();
  await expect(panel.getByText(/Kopeček M, Bezdíček O/)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'doi:10.1002/gps.4539' })).toHaveAttribute(
    'href',
    'https://doi.org/10.1002/gps.4539',
  );
  await expectAccessibleInEveryAppearance(page, '训练进度 (量表变化)', async (page) => {
    await page.goto(`/cognitive-training?patient=${li.id}&tab=progress`);
    await expect(
      page.locator('[data-scale="moca"]').getByText('明显改善', { exact: true }),
    ).toBeVisible();
  });
});
