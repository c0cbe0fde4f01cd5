import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  IconButton,
  useMessages,
  type FontScale,
} from '@cep/ui';
import { ALargeSmall } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../context/stores-context';
import { changeFontSize, fontSizes } from './font-size';
import { fontSizeSelectMessages } from './messages';

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
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton
          variant="ghost"
          label={t.button(t.sizes[size])}
          data-slot="font-size-select"
          className={className}
        >
          <ALargeSmall />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <FontSizeItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The label and radio rows, shared with the navbar's compact "more" menu. */
export function FontSizeItems() {
  const t = useMessages(fontSizeSelectMessages);
  const { app } = useStores();
  const { size } = useSnapshot(app.state);
  return (
    <>
      <DropdownMenuLabel inset>{t.label}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        value={size}
        onValueChange={(value) => changeFontSize(app, value as FontScale, t.done)}
      >
        {fontSizes.map((option) => (
          <DropdownMenuRadioItem key={option} value={option}>
            {t.sizes[option]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
