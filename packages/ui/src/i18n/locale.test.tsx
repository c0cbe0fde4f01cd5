// @vitest-environment happy-dom
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider, useLocale, useMessages, type Locale } from './locale';

const catalog: Record<Locale, { save: string }> = {
  'zh-CN': { save: '保存' },
  'en-US': { save: 'Save' },
};

function SaveLabel() {
  return <span>{useMessages(catalog).save}</span>;
}

describe('i18n core', () => {
  afterEach(cleanup);

  it('defaults to zh-CN without a provider', () => {
    expect(renderHook(() => useLocale()).result.current).toBe('zh-CN');
    expect(renderHook(() => useMessages(catalog)).result.current.save).toBe('保存');
  });

  it('follows the nearest LocaleProvider', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LocaleProvider locale="en-US">{children}</LocaleProvider>
    );
    expect(renderHook(() => useLocale(), { wrapper }).result.current).toBe('en-US');
    expect(renderHook(() => useMessages(catalog), { wrapper }).result.current.save).toBe('Save');
  });

  it('re-renders consumers when the locale changes', () => {
    const { rerender } = render(
      <LocaleProvider locale="zh-CN">
        <SaveLabel />
      </LocaleProvider>,
    );
    expect(screen.getByText('保存')).toBeTruthy();
    rerender(
      <LocaleProvider locale="en-US">
        <SaveLabel />
      </LocaleProvider>,
    );
    expect(screen.getByText('Save')).toBeTruthy();
  });

  it('lets the innermost provider win', () => {
    render(
      <LocaleProvider locale="en-US">
        <LocaleProvider locale="zh-CN">
          <SaveLabel />
        </LocaleProvider>
      </LocaleProvider>,
    );
    expect(screen.getByText('保存')).toBeTruthy();
  });
});
