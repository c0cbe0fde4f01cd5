import { api } from '../../../api-client';
import { SignInPolicyView } from './sign-in-policy-view';

/** 登录安全策略 over the console's API client (the story passes its own calls to the view). */
export default function SignInPolicyPage() {
  return <SignInPolicyView calls={api} />;
}
