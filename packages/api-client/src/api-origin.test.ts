import { expect, it } from 'vitest';
import { isApiRequest } from './api-origin';

const baseURL = 'https://console.hospital.example';

it('relative URLs are the API’s', () => {
  expect(isApiRequest({ url: '/api/health', baseURL })).toBe(true);
  expect(isApiRequest({ url: '/api/health', baseURL: '' })).toBe(true);
  expect(isApiRequest({ url: 'api/health' })).toBe(true);
});

it('absolute URLs are the API’s only on the base URL’s origin', () => {
  expect(isApiRequest({ url: `${baseURL}/api/health`, baseURL })).toBe(true);
  expect(isApiRequest({ url: 'https://cdn.example/theme.css', baseURL })).toBe(false);
  expect(isApiRequest({ url: '//cdn.example/theme.css', baseURL })).toBe(false);
  expect(isApiRequest({ url: 'http://console.hospital.example/api', baseURL })).toBe(false);
  // Same origin ('') without a page to compare with: not provably the API.
  expect(isApiRequest({ url: 'https://cdn.example/x', baseURL: '' })).toBe(false);
});
