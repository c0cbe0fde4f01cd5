import type { SignInMethod, SignInPolicy } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/api-error';
import { audited } from '../../platform/calls/audited';
import { signedIn, type AppDeps, type Handler } from '../../platform/calls/context';

/*
 * 登录安全策略 (issue 30): per role, the ways of signing in allowed and whether a second factor is
 * required (migration 0031's columns). Admin only (settings:update); every save is audited.
 */

/** The methods this server can sign people in with: the password always, the others if set up. */
function configuredMethods(settings: AppDeps['settings']): SignInMethod[] {
  return ['password', ...(settings.externalSignInMethods ?? [])];
}

async function readPolicy(
  db: Kysely<Tables>,
  settings: AppDeps['settings'],
): Promise<SignInPolicy> {
  const roles = await db
    .selectFrom('roles')
    .select(['key', 'name', 'sign_in_methods', 'second_factor_required'])
    .orderBy('key')
    .execute();
  return {
    roles: roles.map((role) => ({
      key: role.key,
      name: role.name,
      signInMethods: role.sign_in_methods,
      secondFactorRequired: role.second_factor_required,
    })),
    configuredMethods: configuredMethods(settings),
    demoData: settings.demoData ?? false,
  };
}

const getSignInPolicy: Handler<'getSignInPolicy'> = (ctx) => readPolicy(ctx.sql, ctx.settings);

const saveSignInPolicy: Handler<'saveSignInPolicy'> = (ctx) => {
  const { body } = signedIn(ctx);
  const configured = configuredMethods(ctx.settings);
  return audited(
    ctx,
    {
      action: 'saveSignInPolicy',
      entity: 'settings',
      entityId: 'signInPolicy',
      // What was set, role by role: no secret in it.
      detail: { roles: body.roles },
    },
    async (sql) => {
      for (const role of body.roles) {
        const updated = await sql
          .updateTable('roles')
          .set({
            sign_in_methods: role.signInMethods,
            second_factor_required: role.secondFactorRequired,
          })
          .where('key', '=', role.key)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) {
          throw new ApiError(40001, `参数校验失败：角色 ${role.key} 不存在`);
        }
      }
      // Checked on the saved rows, in the same transaction: the admins keep a way in.
      const admin = await sql
        .selectFrom('roles')
        .select('sign_in_methods')
        .where('key', '=', 'admin')
        .executeTakeFirst();
      if (admin && !admin.sign_in_methods.some((method) => configured.includes(method))) {
        throw new ApiError(40334);
      }
      return readPolicy(sql, ctx.settings);
    },
  );
};

export const signInPolicyHandlers: {
  getSignInPolicy: Handler<'getSignInPolicy'>;
  saveSignInPolicy: Handler<'saveSignInPolicy'>;
} = { getSignInPolicy, saveSignInPolicy };
