import { Avatar, cn, toast, useMessages } from '@cep/ui';
import { ChevronDown } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useLayout } from '../../../context/layout-context';
import { LazyMenu, lazyPart } from '../../lazy-menu';
import type { AvatarMenuPartProps } from './avatar-menu-part';
import { avatarImageRule, checkAvatarImage } from './avatar-upload';
import { avatarMenuMessages } from './messages';

/** The menu itself (Radix Menu) is loaded on first use, not with the shell. */
const avatarMenuPart = lazyPart<AvatarMenuPartProps>(() =>
  import('./avatar-menu-part').then((module) => module.AvatarMenuPart),
);

export interface AvatarMenuProps {
  className?: string;
}

/**
 * The navbar's avatar menu (spec §2): the user's avatar and name; 首页, 个人中心 (doctors and
 * patients: the app gives `onOpenProfile` for them only), an image upload (when it gives
 * `onUploadAvatar`; spec §5 checks first), 修改密码 (when it gives `onChangePassword`), 我的登录设备 (when it gives
 * `onOpenSessions`) and 退出系统.
 * Reads the user and actions from `LayoutProvider`.
 */
export function AvatarMenu({ className }: AvatarMenuProps) {
  const t = useMessages(avatarMenuMessages);
  const { user, onUploadAvatar } = useLayout();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // The same file may be chosen again after a fix.
    if (!file || !onUploadAvatar) return;
    const refused = checkAvatarImage(file);
    if (refused) {
      toast.error(t.rejected[refused]);
      return;
    }
    setUploading(true);
    try {
      await onUploadAvatar(file);
      toast.success(t.uploaded);
    } catch {
      // The app's client has already said why (spec §8 error toast); nothing to add here.
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <LazyMenu
        part={avatarMenuPart}
        uploading={uploading}
        onPickImage={() => input.current?.click()}
        trigger={
          // Named by its content, so the visible name is the start of the accessible one (WCAG 2.5.3).
          <button
            type="button"
            aria-busy={uploading || undefined}
            data-slot="avatar-menu-trigger"
            className={cn(
              'inline-flex min-h-10 shrink-0 cursor-pointer items-center gap-1.5 rounded-md px-1.5 text-base text-foreground hover:bg-muted',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus hc:border hc:border-foreground',
              className,
            )}
          >
            {/* The picture repeats the name beside it: hidden from assistive technology. */}
            <span aria-hidden="true" className="inline-flex">
              <Avatar src={user.avatar || undefined} alt={user.name} size="sm" />
            </span>
            <span className="max-w-32 truncate @max-xl/navbar:sr-only">{user.name}</span>
            <span className="sr-only">{t.menuSuffix}</span>
            <ChevronDown aria-hidden="true" className="size-[1em]" />
          </button>
        }
      />
      {onUploadAvatar && (
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          aria-label={t.upload}
          data-slot="avatar-upload-input"
          accept={avatarImageRule.accept?.map((extension) => `.${extension}`).join(',')}
          onChange={onFile}
        />
      )}
    </>
  );
}
