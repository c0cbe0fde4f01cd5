// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createSettingsStore, defaultSettings, SETTINGS_STORAGE_KEY } from './settings-store';

/** valtio notifies subscribers (the local-storage writer) after the current microtasks. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());

describe('the settings store (spec §3 Settings)', () => {
  it('starts from the defaults, with the app’s brand colour as the theme colour', () => {
    expect(createSettingsStore({ persist: true }).state).toEqual(defaultSettings);
    const branded = createSettingsStore({ persist: true, themeColor: '#0F7B6C' });
    expect(branded.state.theme).toBe('#0F7B6C');
  });

  it('remembers every choice but the open drawer, and a remembered colour wins', async () => {
    const store = createSettingsStore({ persist: true, themeColor: '#0F7B6C' });
    store.change('showSettings', true);
    store.change('theme', '#6B5CA5');
    store.change('tagsView', false);
    await flush();
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({
      theme: '#6B5CA5',
      fixedHeader: false,
      tagsView: false,
      sidebarLogo: true,
      idleMinutes: null,
    });
    const reloaded = createSettingsStore({ persist: true, themeColor: '#0F7B6C' });
    expect(reloaded.state).toMatchObject({
      theme: '#6B5CA5',
      tagsView: false,
      showSettings: false,
    });
  });

  it('without persist, reads and writes nothing: two stores are independent', async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ tagsView: false }));
    const apart = createSettingsStore({ persist: false });
    expect(apart.state.tagsView).toBe(true);
    apart.change('fixedHeader', true);
    await flush();
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBe(JSON.stringify({ tagsView: false }));
    expect(createSettingsStore({ persist: false }).state.fixedHeader).toBe(false);
  });
});
