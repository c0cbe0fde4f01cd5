import type { User } from '@cep/contract';
import { Checkbox, FormField, Input, Select, useMessages } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ComponentProps } from 'react';
import { Controller, useForm, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useRuleMessage } from '../../../i18n/rule-messages';
import {
  EditFormFooter,
  errorMessage,
  FormDialog,
  SaveFailure,
  useSave,
} from '../../../profile/edit-form-parts';
import { usersMessages } from './messages';
import {
  emptyUserCreateForm,
  passwordResetFormSchema,
  roleKeys,
  roleOfKind,
  userCreateFormSchema,
  userEditFormSchema,
  userEditFormValues,
  userKinds,
  userRolesFormSchema,
  type PasswordReset,
  type PasswordResetFormValues,
  type SaveUserRole,
  type UserCreate,
  type UserCreateFormValues,
  type UserEditFormValues,
  type UserRolesFormValues,
  type UserUpdate,
} from './user-form';

/** The server's code for a conflict; on 新增用户 it means the username is taken. */
const CONFLICT = 40901;

function codeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/** A dialog holding one of the forms below (the console's one form dialog). */
export function UserFormDialog(props: Omit<ComponentProps<typeof FormDialog>, 'wide' | 'slot'>) {
  return <FormDialog {...props} slot="user-form-dialog" />;
}

/** The account kind as a labelled select (管理员 / 医生 / 患者). */
function KindField<TValues extends FieldValues & { userAuth: string }, TSaved>({
  control,
  onKindChange,
}: {
  control: Control<TValues, unknown, TSaved>;
  onKindChange?: (kind: string) => void;
}) {
  const t = useMessages(usersMessages);
  const ruleMessage = useRuleMessage();
  return (
    <Controller
      control={control}
      name={'userAuth' as Path<TValues>}
      render={({ field, fieldState }) => (
        <FormField label={t.form.userAuth} required error={ruleMessage(fieldState.error?.message)}>
          <Select
            size="lg"
            options={userKinds.map((kind) => ({ value: kind, label: t.kinds[kind] }))}
            name={field.name}
            value={field.value as string}
            onValueChange={(kind) => {
              field.onChange(kind);
              onKindChange?.(kind);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        </FormField>
      )}
    />
  );
}

/** The roles as a group of checkboxes; the contract asks for at least one. */
function RolesField<TValues extends FieldValues & { roles: string[] }, TSaved>({
  control,
}: {
  control: Control<TValues, unknown, TSaved>;
}) {
  const t = useMessages(usersMessages);
  const ruleMessage = useRuleMessage();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={'roles' as Path<TValues>}
      render={({ field, fieldState }) => {
        const chosen = field.value as string[];
        const error = ruleMessage(fieldState.error?.message);
        return (
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend className="mb-1 text-base font-medium">{t.form.roles}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {roleKeys.map((role) => (
                <Checkbox
                  key={role}
                  size="lg"
                  label={t.roleNames[role]}
                  checked={chosen.includes(role)}
                  invalid={error !== undefined}
                  onBlur={field.onBlur}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked === true
                        ? roleKeys.filter((key) => key === role || chosen.includes(key))
                        : chosen.filter((key) => key !== role),
                    )
                  }
                />
              ))}
            </div>
            {error && (
              <p id={errorId} className="text-base text-danger">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

/** A password field with its show-password switch (autocomplete off: it is someone else's). */
function PasswordInput(props: React.ComponentProps<typeof Input>) {
  const t = useMessages(usersMessages);
  return (
    <Input
      size="lg"
      type="password"
      autoComplete="new-password"
      showPasswordLabel={t.form.showPassword}
      {...props}
    />
  );
}

export interface UserCreateFormProps {
  /** Adds the account (`api.addUser`); rejects with the server's error. */
  onSubmit: (body: UserCreate) => Promise<void>;
}

/**
 * 新增用户: username, name, initial password, kind and roles, checked by the contract's
 * `userCreate`. Choosing a kind picks its role; the roles can then be changed. A taken username
 * (the server's 40901) shows under 用户名; any other refusal under the form. Nothing typed is
 * lost on a refusal.
 */
export function UserCreateForm({ onSubmit }: UserCreateFormProps) {
  const t = useMessages(usersMessages);
  const ruleMessage = useRuleMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<UserCreateFormValues, unknown, UserCreate>({
    resolver: zodResolver(userCreateFormSchema),
    defaultValues: emptyUserCreateForm,
  });

  const submit = async (body: UserCreate) => {
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (error) {
      if (codeOf(error) === CONFLICT) {
        setError('username', { message: errorMessage(error) }, { shouldFocus: true });
      } else {
        setFailure(errorMessage(error));
      }
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4"
      data-slot="user-create-form"
    >
      <FormField
        label={t.form.username}
        required
        description={t.form.usernameHint}
        error={ruleMessage(errors.username?.message)}
      >
        <Input size="lg" autoComplete="off" spellCheck={false} {...register('username')} />
      </FormField>
      <FormField label={t.form.name} required error={ruleMessage(errors.name?.message)}>
        <Input size="lg" autoComplete="off" {...register('name')} />
      </FormField>
      <FormField
        label={t.form.password}
        required
        description={t.form.passwordHint}
        error={ruleMessage(errors.password?.message)}
      >
        <PasswordInput {...register('password')} />
      </FormField>
      <KindField
        control={control}
        onKindChange={(kind) => {
          const role = roleOfKind[kind as keyof typeof roleOfKind];
          if (role) setValue('roles', [role], { shouldValidate: errors.roles !== undefined });
        }}
      />
      <RolesField control={control} />
      <SaveFailure message={failure} />
      <EditFormFooter saving={isSubmitting} waiting={false} />
    </form>
  );
}

export interface UserEditFormProps {
  user: Pick<User, 'id' | 'name' | 'userAuth' | 'username'>;
  /** Saves the change (`api.updateUser`); rejects with the server's error. */
  onSubmit: (body: UserUpdate) => Promise<void>;
}

/** 编辑: the name and the kind (the server refuses a kind that no longer fits the account's record). */
export function UserEditForm({ user, onSubmit }: UserEditFormProps) {
  const t = useMessages(usersMessages);
  const ruleMessage = useRuleMessage();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UserEditFormValues, unknown, UserUpdate>({
    resolver: zodResolver(userEditFormSchema(user)),
    defaultValues: userEditFormValues(user),
  });

  const { failure, submit } = useSave<UserUpdate>(onSubmit);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4"
      data-slot="user-edit-form"
    >
      <FormField label={t.form.username} disabled>
        <Input size="lg" value={user.username} readOnly disabled />
      </FormField>
      <FormField label={t.form.name} required error={ruleMessage(errors.name?.message)}>
        <Input size="lg" autoComplete="off" {...register('name')} />
      </FormField>
      <KindField control={control} />
      <SaveFailure message={failure} />
      <EditFormFooter saving={isSubmitting} waiting={false} />
    </form>
  );
}

export interface UserRolesFormProps {
  user: Pick<User, 'id' | 'roles'>;
  /** Replaces the roles (`api.saveUserRole`); rejects with the server's error. */
  onSubmit: (body: SaveUserRole) => Promise<void>;
}

/** 分配角色: the account's roles, at least one (the server keeps the last admin an admin). */
export function UserRolesForm({ user, onSubmit }: UserRolesFormProps) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<UserRolesFormValues, unknown, SaveUserRole>({
    resolver: zodResolver(userRolesFormSchema(user)),
    defaultValues: { roles: [...user.roles] },
  });

  const { failure, submit } = useSave<SaveUserRole>(onSubmit);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4"
      data-slot="user-roles-form"
    >
      <RolesField control={control} />
      <SaveFailure message={failure} />
      <EditFormFooter saving={isSubmitting} waiting={false} />
    </form>
  );
}

export interface PasswordResetFormProps {
  user: Pick<User, 'id'>;
  /** Sets the new initial password (`api.resetPassword`); rejects with the server's error. */
  onSubmit: (body: PasswordReset) => Promise<void>;
}

/** 重置密码: the new initial password, by the contract's password rule. */
export function PasswordResetForm({ user, onSubmit }: PasswordResetFormProps) {
  const t = useMessages(usersMessages);
  const ruleMessage = useRuleMessage();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetFormValues, unknown, PasswordReset>({
    resolver: zodResolver(passwordResetFormSchema(user)),
    defaultValues: { password: '' },
  });

  const { failure, submit } = useSave<PasswordReset>(onSubmit);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4"
      data-slot="password-reset-form"
    >
      <FormField
        label={t.form.newPassword}
        required
        description={t.form.passwordHint}
        error={ruleMessage(errors.password?.message)}
      >
        <PasswordInput {...register('password')} />
      </FormField>
      <SaveFailure message={failure} />
      <EditFormFooter saving={isSubmitting} waiting={false} />
    </form>
  );
}
