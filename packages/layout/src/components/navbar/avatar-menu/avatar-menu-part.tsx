import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useMessages,
} from '@cep/ui';
import {
  House,
  ImageUp,
  KeyRound,
  LaptopMinimal,
  LogOut,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useLayout } from '../../../context/layout-context';
import type { MenuPartProps } from '../../lazy-menu';
import { avatarMenuMessages } from './messages';

export interface AvatarMenuPartProps extends MenuPartProps {
  uploading: boolean;
  /** Opens the file picker (the input stays outside the menu, which unmounts on close). */
  onPickImage: () => void;
}

/** The avatar menu itself (Radix), loaded on first use by `AvatarMenu`. */
export function AvatarMenuPart({
  trigger,
  triggerRef,
  uploading,
  onPickImage,
}: AvatarMenuPartProps) {
  const t = useMessages(avatarMenuMessages);
  const {
    user,
    homePath,
    onLogout,
    onOpenProfile,
    onChangePassword,
    onOpenSessions,
    onSecondFactor,
    onUploadAvatar,
  } = useLayout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" data-slot="avatar-menu">
        <DropdownMenuLabel>{user.name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={homePath}>
            <House aria-hidden="true" />
            {t.home}
          </Link>
        </DropdownMenuItem>
        {onOpenProfile && (
          <DropdownMenuItem onSelect={() => onOpenProfile()}>
            <UserRound aria-hidden="true" />
            {t.profile}
          </DropdownMenuItem>
        )}
        {onUploadAvatar && (
          <DropdownMenuItem disabled={uploading} onSelect={onPickImage}>
            <ImageUp aria-hidden="true" />
            {t.upload}
          </DropdownMenuItem>
        )}
        {onChangePassword && (
          <DropdownMenuItem onSelect={() => onChangePassword()}>
            <KeyRound aria-hidden="true" />
            {t.changePassword}
          </DropdownMenuItem>
        )}
        {onOpenSessions && (
          <DropdownMenuItem onSelect={() => onOpenSessions()}>
            <LaptopMinimal aria-hidden="true" />
            {t.sessions}
          </DropdownMenuItem>
        )}
        {onSecondFactor && (
          <DropdownMenuItem onSelect={() => onSecondFactor()}>
            <ShieldCheck aria-hidden="true" />
            {t.secondFactor}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onLogout()}>
          <LogOut aria-hidden="true" />
          {t.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
