import { IconButton, useMessages, type IconButtonProps } from '@cep/ui';
import { Settings } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { changeSetting, settingsStore } from '../../state/settings-store';
import { settingsDrawerMessages } from './messages';

export type SettingsButtonProps = Omit<IconButtonProps, 'label' | 'children' | 'onClick'>;

/** Opens the settings drawer (`settingsStore.showSettings`); place it in the navbar or shell. */
export function SettingsButton({ variant = 'ghost', ...props }: SettingsButtonProps) {
  const t = useMessages(settingsDrawerMessages);
  const { showSettings } = useSnapshot(settingsStore);
  return (
    <IconButton
      data-slot="settings-button"
      variant={variant}
      label={t.title}
      aria-haspopup="dialog"
      aria-expanded={showSettings}
      onClick={() => changeSetting('showSettings', true)}
      {...props}
    >
      <Settings />
    </IconButton>
  );
}
