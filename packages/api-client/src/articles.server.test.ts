import { describe, expect, it } from 'vitest';
import { signedIn } from './testing/real-server';

// The real server of the client project, with its demo data (300 seeded articles). No HTTP mocking.

describe('articles through the client', () => {
  it('lists, adds, edits, changes the status of and reorders articles; refusals keep what is saved', async () => {
    const doctor = await signedIn('doctor', 'Doctor@123');
    const page = await doctor.listArticles({
      pageSize: 20,
      sortBy: 'pageviews',
      sortOrder: 'desc',
    });
    expect(page.total).toBeGreaterThan(100);
    expect(page.list).toHaveLength(20);
    expect(page.list.every((a) => a.status !== 'deleted')).toBe(true);
    await expect(doctor.listArticles({ sortBy: 'title' as 'id' })).rejects.toMatchObject({
      code: 40001,
    });

    const title = `客户端测试文章${Date.now().toString(36)}`;
    const added = await doctor.addArticle({
      title,
      author: '张医生',
      importance: 3,
      type: 'guide',
      status: 'draft',
      displayTime: Date.UTC(2026, 2, 1, 2, 0),
    });
    expect(added).toMatchObject({ title, status: 'draft', importance: 3 });
    expect(await doctor.getArticle(added.id)).toEqual(added);

    await expect(doctor.updateArticle({ id: added.id, importance: 5 })).rejects.toMatchObject({
      code: 40001,
      message: expect.stringContaining('重要性不能大于3'),
    });
    expect((await doctor.getArticle(added.id)).importance).toBe(3);
    expect(await doctor.updateArticle({ id: added.id, importance: 1 })).toMatchObject({
      importance: 1,
      title,
    });

    expect(await doctor.setArticleStatus({ id: added.id, status: 'published' })).toMatchObject({
      status: 'published',
    });
    const mine = await doctor.listArticles({ title });
    expect(mine.list.map((a) => a.id)).toEqual([added.id]);

    // A second article of this test, then the two swap places.
    const second = await doctor.addArticle({
      title: `${title}-2`,
      author: '张医生',
      importance: 2,
      type: 'notice',
      status: 'draft',
      displayTime: Date.UTC(2026, 2, 2),
    });
    const swapped = await doctor.reorderArticles([second.id, added.id]);
    expect(swapped.map((a) => a.id)).toEqual([second.id, added.id]);
    expect(swapped.map((a) => a.position)).toEqual([added.position, second.position]);

    const file = await doctor.exportArticles({ title, format: 'csv' });
    expect(file.filename).toMatch(/^articles-\d{8}\.csv$/);
    expect(file.rows).toBe(2);
    const lines = (await file.blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('编号,标题,作者,审核人,重要性,类型,状态,阅读数,发布时间,备注');

    expect(await doctor.setArticleStatus({ id: added.id, status: 'deleted' })).toMatchObject({
      status: 'deleted',
    });
    await expect(doctor.updateArticle({ id: added.id, title: '改' })).rejects.toMatchObject({
      code: 40901,
    });
    await doctor.setArticleStatus({ id: second.id, status: 'deleted' });
  });

  it('refuses a patient every article call with 40301', async () => {
    const patient = await signedIn('patient', 'Patient@123');
    await expect(patient.listArticles()).rejects.toMatchObject({ code: 40301 });
    await expect(patient.getArticle(1)).rejects.toMatchObject({ code: 40301 });
    await expect(patient.exportArticles()).rejects.toMatchObject({ code: 40301 });
    await expect(patient.reorderArticles([1, 2])).rejects.toMatchObject({ code: 40301 });
    await expect(patient.setArticleStatus({ id: 1, status: 'deleted' })).rejects.toMatchObject({
      code: 40301,
    });
  });
});
