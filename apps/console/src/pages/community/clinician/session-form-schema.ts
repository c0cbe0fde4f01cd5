import { groupSessionCreate } from '@cep/contract';
import { z } from 'zod';

/**
 * The form's fields: the start as the browser's date-time text, the rest as the contract takes
 * them; the transform makes them the call's body and the contract's rules decide (the errors of
 * that second step come under the body's names, e.g. `startsAt`).
 */
export const sessionFormSchema = z
  .object({
    groupId: z.number(),
    title: z.string(),
    start: z.string().min(1, '请选择开始时间'),
    durationMinutes: z.number({ error: '时长必须是数字' }),
    place: z.string(),
    videoUrl: z.string(),
    capacity: z.number({ error: '人数上限必须是数字' }),
  })
  .transform(({ start, place, videoUrl, ...rest }) => ({
    ...rest,
    startsAt: new Date(start).getTime(),
    ...(place.trim() ? { place } : {}),
    ...(videoUrl.trim() ? { videoUrl } : {}),
  }))
  .pipe(groupSessionCreate);
