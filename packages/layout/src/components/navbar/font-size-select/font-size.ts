import { applyTheme, toast, type FontScale } from '@cep/ui';
import type { AppStore } from '../../../state/app-store';

/** The options in the spec's order (§2): 默认, 大号, 中号, 小号. */
export const fontSizes: readonly FontScale[] = ['default', 'medium', 'small', 'mini'];

/**
 * Picks a font size: remembered (`setSize`, cookie `size`), applied to the page at once
 * (`data-font-scale`), confirmed with `message` (设置字体成功). The same size again does nothing.
 */
export function changeFontSize(app: AppStore, size: FontScale, message: string): void {
  if (size === app.state.size) return;
  app.setSize(size);
  applyTheme({ fontScale: size });
  toast.success(message);
}
