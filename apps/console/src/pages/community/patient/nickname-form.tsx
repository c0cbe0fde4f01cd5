import { groupAvatars, groupNicknameChange, type GroupNicknameChange } from '@cep/contract';
import { Button, FormField, GroupAvatarPicker, Input, useMessages } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useRuleMessage } from '../../../i18n/rule-messages';
import { SaveFailure, useSave } from '../../../profile/edit-form-parts';
import { communityMessages } from '../messages';

/**
 * The patient's own nickname and avatar in one group: the contract's rules in the form, the
 * server's (unique in the group, never their real name) beside it when it refuses.
 */
export function NicknameForm({
  groupId,
  nickname,
  avatar,
  onSave,
}: {
  groupId: number;
  nickname: string;
  avatar: GroupNicknameChange['avatar'];
  onSave: (change: GroupNicknameChange) => Promise<void>;
}) {
  const t = useMessages(communityMessages);
  const ruleMessage = useRuleMessage();
  const avatarLabel = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<GroupNicknameChange>({
    resolver: zodResolver(groupNicknameChange),
    defaultValues: { groupId, nickname, avatar },
  });
  const { failure, submit } = useSave<GroupNicknameChange>(onSave);
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <FormField
        label={t.nickname}
        description={t.nicknameHint}
        error={ruleMessage(errors.nickname?.message)}
        required
      >
        <Input size="lg" maxLength={20} autoComplete="off" {...register('nickname')} />
      </FormField>
      <div className="flex flex-col gap-2">
        <span id={avatarLabel} className="font-medium">
          {t.avatar}
        </span>
        <Controller
          control={control}
          name="avatar"
          render={({ field }) => (
            <GroupAvatarPicker
              aria-labelledby={avatarLabel}
              options={groupAvatars}
              value={field.value}
              onValueChange={(value) => field.onChange(value)}
            />
          )}
        />
      </div>
      <SaveFailure message={failure} />
      <div>
        <Button type="submit" size="lg" variant="primary" disabled={isSubmitting}>
          {t.saveNickname}
        </Button>
      </div>
    </form>
  );
}
