import type { User } from '@cep/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EditFormFooter, SaveFailure, useSave } from '../../../profile/edit-form-parts';
import { userRolesFormSchema, type SaveUserRole, type UserRolesFormValues } from './user-form';
import { RolesField } from './user-form-fields';

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
