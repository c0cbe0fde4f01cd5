import { describe, expect, it } from 'vitest';
import { HOME_PATH } from './constants';
import { loginRedirectUrl, redirectTarget } from './login-redirect';

describe('loginRedirectUrl', () => {
  it('carries the path and its search, encoded, slashes kept', () => {
    expect(loginRedirectUrl('/dashboard')).toBe('/login?redirect=/dashboard');
    const url = loginRedirectUrl('/system/users?page=2&name=李');
    expect(url).toBe('/login?redirect=/system/users%3Fpage%3D2%26name%3D%E6%9D%8E');
    expect(new URL(url, 'http://x').searchParams.get('redirect')).toBe(
      '/system/users?page=2&name=李',
    );
  });
});

describe('redirectTarget', () => {
  it('returns the redirect of the login page, or the fallback', () => {
    expect(redirectTarget('?redirect=/system/users%3Fpage%3D2')).toBe('/system/users?page=2');
    expect(redirectTarget('')).toBe(HOME_PATH);
    expect(HOME_PATH).toBe('/dashboard');
    expect(redirectTarget('?other=1', '/MPSA')).toBe('/MPSA');
  });

  it('refuses addresses outside the app', () => {
    for (const evil of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(redirectTarget(`?redirect=${encodeURIComponent(evil)}`)).toBe(HOME_PATH);
    }
  });
});
