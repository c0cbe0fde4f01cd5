import { cn } from '@cep/ui';
import {
  Activity,
  Blocks,
  BookOpen,
  Brain,
  Bug,
  ChartLine,
  Clipboard,
  Compass,
  FileText,
  FlaskConical,
  HeartPulse,
  KeyRound,
  Languages,
  LayoutDashboard,
  Link,
  List,
  ListTree,
  Lock,
  Network,
  Palette,
  PanelTop,
  Pencil,
  Settings,
  Sheet,
  Stethoscope,
  Table,
  User,
  UserRound,
  Users,
} from 'lucide-react';
import type { LayoutIcon } from '../../context/layout-context';

/**
 * The icons of the platform's `meta.icon` keys (the server's menu uses these names). An app adds
 * or replaces keys through `LayoutProvider`'s `icons`; an unknown key draws a neutral dot.
 */
const defaultMenuIcons: Readonly<Record<string, LayoutIcon>> = {
  dashboard: LayoutDashboard,
  brain: Brain,
  pulse: Activity,
  peoples: Users,
  people: Users,
  user: User,
  setting: Settings,
  doctor: Stethoscope,
  patient: UserRound,
  health: HeartPulse,
  nested: ListTree,
  link: Link,
  component: Blocks,
  chart: ChartLine,
  table: Table,
  list: List,
  tree: Network,
  form: FileText,
  edit: Pencil,
  documentation: BookOpen,
  guide: Compass,
  example: FlaskConical,
  lock: Lock,
  password: KeyRound,
  bug: Bug,
  international: Languages,
  tab: PanelTop,
  theme: Palette,
  excel: Sheet,
  clipboard: Clipboard,
};

export interface MenuIconProps {
  /** The route's `meta.icon` key; `undefined` draws nothing unless `placeholder` is set. */
  name: string | undefined;
  /** The app's icons (`useLayout().icons`), looked up before the defaults. */
  icons?: Readonly<Record<string, LayoutIcon>> | undefined;
  /** Draw the neutral dot even without a key: a collapsed sidebar must show something. */
  placeholder?: boolean;
  className?: string;
}

/** A menu entry's icon, decorative (the entry's title names it); 1.25em so it follows the font. */
export function MenuIcon({ name, icons, placeholder = false, className }: MenuIconProps) {
  const Icon = name === undefined ? undefined : (icons?.[name] ?? defaultMenuIcons[name]);
  const box = cn('inline-flex size-[1.25em] shrink-0 items-center justify-center', className);
  if (Icon) {
    return (
      <span data-slot="menu-icon" data-icon={name} aria-hidden="true" className={box}>
        <Icon aria-hidden className="size-full" />
      </span>
    );
  }
  if (name === undefined && !placeholder) return null;
  return (
    <span data-slot="menu-icon" data-icon="dot" aria-hidden="true" className={box}>
      <span className="size-[0.4em] rounded-full bg-current" />
    </span>
  );
}
