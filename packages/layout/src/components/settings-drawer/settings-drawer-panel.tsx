import {
  ColorPicker,
  RadioGroup,
  Drawer,
  DrawerContent,
  DrawerDescription,
  DrawerHeader,
  DrawerTitle,
  Switch,
  useMessages,
} from '@cep/ui';
import { Info } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../context/stores-context';
import { useThemePreference } from '../../hooks/layout-hooks';
import { appearances, type Appearance } from '../../state/contrast-choice';
import { IdleMinutesField } from './idle-minutes-field';
import { settingsDrawerMessages } from './messages';

export interface SettingsDrawerProps {
  /**
   * Width in rem (follows the font scale); never wider than the window.
   * @default 22
   */
  width?: number;
  /** The app's own part below the settings (e.g. the build's version); none by default. */
  footer?: ReactNode;
}

/**
 * The drawer itself (loaded by `SettingsDrawer` when it first opens), open while the setting
 * `showSettings` is true:
 * appearance (follow the system, light, dark, high contrast), theme colour, tags view, fixed
 * header, sidebar logo and the idle lock's minutes. Every change applies at once and is
 * remembered in local storage by the store. The theme colour cannot be chosen under high contrast,
 * where it is #000000 (spec §4).
 */
export function SettingsDrawerPanel({ width = 22, footer }: SettingsDrawerProps) {
  const t = useMessages(settingsDrawerMessages);
  const { settings: store } = useStores();
  const settings = useSnapshot(store.state);
  const changeSetting = store.change;
  const { highContrast, appearance, setAppearance } = useThemePreference();
  const opener = useRef<HTMLElement | null>(null);
  const appearanceHeadingId = useId();
  const colourHeadingId = useId();
  const appearanceLabels: Record<Appearance, string> = {
    system: t.appearanceSystem,
    light: t.appearanceLight,
    dark: t.appearanceDark,
    'high-contrast': t.appearanceHighContrast,
  };
  const noteId = useId();

  return (
    <Drawer
      open={settings.showSettings}
      onOpenChange={(open) => changeSetting('showSettings', open)}
    >
      <DrawerContent
        data-slot="settings-drawer"
        width={width}
        closeLabel={t.close}
        // Opened from the store, not a Radix trigger: Radix would not know where to send the focus
        // back, so remember what had it (the settings button) and return it there on close.
        onOpenAutoFocus={() => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DrawerHeader>
          <DrawerTitle>{t.title}</DrawerTitle>
          <DrawerDescription>{t.description}</DrawerDescription>
        </DrawerHeader>

        <section aria-labelledby={appearanceHeadingId} className="flex flex-col gap-3">
          <h3 id={appearanceHeadingId} className="text-base font-semibold">
            {t.appearance}
          </h3>
          <RadioGroup
            aria-labelledby={appearanceHeadingId}
            data-slot="appearance-choice"
            value={appearance}
            onValueChange={(value) => setAppearance(value as Appearance)}
            items={appearances.map((value) => ({ value, label: appearanceLabels[value] }))}
          />
        </section>

        <section aria-labelledby={colourHeadingId} className="flex flex-col gap-3">
          <h3 id={colourHeadingId} className="text-base font-semibold">
            {t.themeColor}
          </h3>
          <ColorPicker
            value={settings.theme}
            onChange={(hex) => changeSetting('theme', hex)}
            disabled={highContrast}
            aria-describedby={highContrast ? noteId : undefined}
          />
          {highContrast && (
            <p id={noteId} className="flex items-start gap-2 text-sm text-foreground">
              <Info aria-hidden="true" className="mt-0.5 size-[1.25em] shrink-0" />
              {t.highContrastNote}
            </p>
          )}
        </section>

        <div className="flex flex-col gap-1 border-t border-border pt-4">
          <Switch
            label={t.tagsView}
            checked={settings.tagsView}
            onCheckedChange={(on) => changeSetting('tagsView', on)}
          />
          <Switch
            label={t.fixedHeader}
            checked={settings.fixedHeader}
            onCheckedChange={(on) => changeSetting('fixedHeader', on)}
          />
          <Switch
            label={t.sidebarLogo}
            checked={settings.sidebarLogo}
            onCheckedChange={(on) => changeSetting('sidebarLogo', on)}
          />
        </div>

        <div className="flex flex-col gap-1 border-t border-border pt-4">
          <IdleMinutesField />
        </div>

        {footer !== undefined && footer !== null && (
          <div data-slot="settings-drawer-footer" className="border-t border-border pt-4">
            {footer}
          </div>
        )}
      </DrawerContent>
    </Drawer>
  );
}
