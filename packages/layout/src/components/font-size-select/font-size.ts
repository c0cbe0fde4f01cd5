import { applyTheme, toast, type FontScale } from '@cep/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { appStore, setSize } from '../../state/app-store';

/** The options in the spec's order (§2): 默认, 大号, 中号, 小号. */
export const fontSizes: readonly FontScale[] = ['default', 'medium', 'small', 'mini'];

/**
 * Picks a font size: remembered (`setSize`, cookie `size`), applied to the page at once
 * (`data-font-scale`), confirmed with `message` (设置字体成功). The same size again does nothing.
 */
export function changeFontSize(size: FontScale, message: string): void {
  if (size === appStore.size) return;
  setSize(size);
  applyTheme({ fontScale: size });
  toast.success(message);
}

/** Called once by the shell: keeps `<html data-font-scale>` equal to `appStore.size`, from the first render. */
export function useApplyFontScale(): void {
  const { size } = useSnapshot(appStore);
  useEffect(() => {
    applyTheme({ fontScale: size });
  }, [size]);
}
