import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  useMessages,
  type FontScale,
} from '@cep/ui';
import type { Ref } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../../context/stores-context';
import type { MenuPartProps } from '../../lazy-menu';
import { changeFontSize, fontSizes } from './font-size';
import { fontSizeSelectMessages } from './messages';

/** The font size menu itself (Radix), loaded on first use by `FontSizeSelect`. */
export function FontSizeSelectPart({ trigger, triggerRef }: MenuPartProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
        {trigger}
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
