import { IconButton, useMessages, type IconButtonProps } from '@cep/ui';
import { Settings } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../context/stores-context';
import { settingsDrawerMessages } from './messages';

export type SettingsButtonProps = Omit<IconButtonProps, 'label' | 'children' | 'onClick'>;

/** Opens the settings drawer (the setting `showSettings`); place it in the navbar or shell. */
export function SettingsButton({ variant = 'ghost', ...props }: SettingsButtonProps) {
  const t = useMessages(settingsDrawerMessages);
  const { settings } = useStores();
  const { showSettings } = useSnapshot(settings.state);
  return (
    <IconButton
      data-slot="settings-button"
      variant={variant}
      label={t.title}
      aria-haspopup="dialog"
      aria-expanded={showSettings}
      onClick={() => settings.change('showSettings', true)}
      {...props}
    >
      <Settings />
    </IconButton>
  );
}
