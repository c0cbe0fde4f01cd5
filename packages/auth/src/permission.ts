/**
 * Spec §5: a permission check passes when the code is in the stored role list
 * (`codeList`, which holds the user's role keys and permission codes).
 */
export function hasPermission(
  codeList: readonly string[],
  code: string | readonly string[],
): boolean {
  const wanted = typeof code === 'string' ? [code] : code;
  return wanted.some((one) => codeList.includes(one));
}
