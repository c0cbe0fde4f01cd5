import type { ApiClient } from '@cep/api-client';
import { signInMethods, type RoleSignInPolicy, type SignInPolicy } from '@cep/contract';
import { Button, Checkbox, toast, useMessages } from '@cep/ui';
import { useEffect, useState } from 'react';
import { ListPageFrame } from '../../../lists';
import { FailureLine, messageOf } from '../../../second-factor/failure-line';
import { signInPolicyMessages } from './messages';

type Method = (typeof signInMethods)[number];

/** The calls the page makes (`api`'s; a story passes its own). */
export type SignInPolicyCalls = Pick<ApiClient, 'getSignInPolicy' | 'saveSignInPolicy'>;

/**
 * 登录安全策略 (issue 30, admin only): per role, the ways of signing in allowed (at least one) and
 * whether a second factor is required. The server refuses a policy that leaves the admins no way
 * in on this server (40334); its message shows here.
 */
export function SignInPolicyView({ calls }: { calls: SignInPolicyCalls }) {
  const t = useMessages(signInPolicyMessages);
  const [policy, setPolicy] = useState<SignInPolicy | null>(null);
  const [roles, setRoles] = useState<RoleSignInPolicy[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void calls.getSignInPolicy().then(
      (loaded) => {
        if (!current) return;
        setPolicy(loaded);
        setRoles(loaded.roles);
      },
      (error: unknown) => current && setFailure(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [calls]);

  const change = (key: string, update: (role: RoleSignInPolicy) => RoleSignInPolicy) =>
    setRoles((list) => list.map((role) => (role.key === key ? update(role) : role)));
  const toggleMethod = (key: string, method: Method, on: boolean) =>
    change(key, (role) => ({
      ...role,
      signInMethods: on
        ? signInMethods.filter((m) => m === method || role.signInMethods.includes(m))
        : role.signInMethods.filter((m) => m !== method),
    }));

  const save = async () => {
    setFailure(null);
    if (roles.some((role) => role.signInMethods.length === 0)) {
      setFailure(t.atLeastOne);
      return;
    }
    setBusy(true);
    try {
      const saved = await calls.saveSignInPolicy({
        roles: roles.map(({ key, signInMethods: methods, secondFactorRequired }) => ({
          key,
          signInMethods: methods,
          secondFactorRequired,
        })),
      });
      setPolicy(saved);
      setRoles(saved.roles);
      toast.success(t.saved);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ListPageFrame
      title={t.title}
      actions={
        <Button
          variant="primary"
          size="lg"
          loading={busy}
          disabled={!policy}
          onClick={() => void save()}
        >
          {t.save}
        </Button>
      }
    >
      <p>{t.intro}</p>
      {policy?.demoData && (
        <p className="rounded-md border border-border bg-muted px-3 py-2" data-slot="demo-note">
          {t.demoNote}
        </p>
      )}
      <FailureLine failure={failure} prefix={t.failed} />
      {policy && (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="p-2">
                  {t.role}
                </th>
                <th scope="col" className="p-2">
                  {t.methods}
                </th>
                <th scope="col" className="p-2">
                  {t.secondFactor}
                </th>
              </tr>
            </thead>
            <tbody>
              {roles.map((role) => (
                <tr key={role.key} className="border-b border-border align-top">
                  <th scope="row" className="p-2 font-medium">
                    {role.name}
                  </th>
                  <td className="p-2">
                    <fieldset className="flex flex-wrap gap-x-4">
                      <legend className="sr-only">{`${role.name} ${t.methods}`}</legend>
                      {signInMethods.map((method) => (
                        <Checkbox
                          key={method}
                          label={
                            t.method[method] +
                            (policy.configuredMethods.includes(method) ? '' : t.notConfigured)
                          }
                          checked={role.signInMethods.includes(method)}
                          onCheckedChange={(checked) =>
                            toggleMethod(role.key, method, checked === true)
                          }
                        />
                      ))}
                    </fieldset>
                  </td>
                  <td className="p-2">
                    <Checkbox
                      label={t.required}
                      aria-label={`${role.name} ${t.secondFactor} ${t.required}`}
                      checked={role.secondFactorRequired}
                      onCheckedChange={(checked) =>
                        change(role.key, (current) => ({
                          ...current,
                          secondFactorRequired: checked === true,
                        }))
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListPageFrame>
  );
}
