import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiError } from '../platform/http/api-error';
import { serverFolder } from '../platform/server-folder';

/**
 * NIST SP 800-63B asks that a new password be checked against passwords known to be common or
 * breached. The list (apps/server/resources/common-passwords.txt, its source named in its header) holds
 * only entries our password rule would otherwise accept, so it stays small (≈7k lines) and is
 * kept on the server rather than shipped to every browser; the console shows the server's 40001.
 */
function dataFile(): string {
  return path.join(serverFolder(), 'resources', 'common-passwords.txt');
}

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(dataFile(), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return list;
}

/** Whether `password` is on the list, ignoring case (`Password1` is as guessable as `password1`). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFC').toLowerCase());
}

/** The message of the 40001 a common password gets, naming the field as every 40001 does. */
export function commonPasswordMessage(field: string): string {
  return `参数校验失败：${field} 该密码过于常见，容易被猜中，请换一个`;
}

/** Refuses a common new password with 40001 naming `field`, before any hashing is spent on it. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw new ApiError(40001, commonPasswordMessage(field));
}
