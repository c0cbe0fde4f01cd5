import type { RoleKey, UserAuth } from './enums';

/**
 * Spec §6: the `userAuth` of each kind of user ('1' doctor, '2' patient, '0' admin). The one place
 * these codes are spelled; the console decides from them who has a personal centre and tells the
 * shell, which knows no codes.
 */
export const userAuthOf = {
  admin: '0',
  doctor: '1',
  patient: '2',
} as const satisfies Record<RoleKey, UserAuth>;
