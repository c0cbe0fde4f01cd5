import { IconButton, useMessages } from '@cep/ui';
import { ALargeSmall } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../../context/stores-context';
import { LazyMenu, lazyPart, type MenuPartProps } from '../../lazy-menu';
import { fontSizeSelectMessages } from './messages';

/** The menu itself (Radix Menu) is loaded on first use, not with the shell. */
const fontSizeSelectPart = lazyPart<MenuPartProps>(() =>
  import('./font-size-select-part').then((module) => module.FontSizeSelectPart),
);

export interface FontSizeSelectProps {
  className?: string;
}

/**
 * The navbar's font size selector (spec §2): a menu of 默认 / 大号 / 中号 / 小号 with the current
 * one checked. A choice is remembered, applied to the whole page and confirmed with 设置字体成功.
 */
export function FontSizeSelect({ className }: FontSizeSelectProps) {
  const t = useMessages(fontSizeSelectMessages);
  const { size } = useSnapshot(useStores().app.state);
  return (
    <LazyMenu
      part={fontSizeSelectPart}
      trigger={
        <IconButton
          variant="ghost"
          label={t.button(t.sizes[size])}
          data-slot="font-size-select"
          className={className}
        >
          <ALargeSmall />
        </IconButton>
      }
    />
  );
}
