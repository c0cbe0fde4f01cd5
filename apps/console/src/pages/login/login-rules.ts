import { loginForm } from '@cep/contract';

/**
 * The contract's `loginForm` (the rules the server applies). Its own module, loaded when the
 * person first touches the form: zod is about 25 KB gzipped, more than the form itself, and
 * nobody needs it to see the sign-in page.
 */
export { loginForm };

/** The first message per field of a refused form (the order of the schema's checks). */
export function fieldErrors(values: { username: string; password: string }) {
  const result = loginForm.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Partial<Record<'username' | 'password', string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { data: undefined, errors };
}
