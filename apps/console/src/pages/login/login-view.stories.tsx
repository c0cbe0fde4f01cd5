import { ApiError } from '@cep/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ConsoleLocaleProvider } from '../../locale-state';
import { LoginView } from './login-view';
import { OidcSignInView } from './oidc-sign-in-view';
import { ServerStatusView } from './server-status';

/*
 * Stories are component tests: `login` is a stand-in that resolves or rejects the way
 * `@cep/api-client` does (an `ApiError` with the server's code and message). The real server's
 * answers are covered by the end-to-end tests.
 */

const phoneViewports = {
  mobile375: { name: 'Phone 375 × 812', styles: { width: '375px', height: '812px' } },
};

const meta = {
  title: 'Console/Login',
  component: LoginView,
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
  args: {
    login: fn(async () => {}),
    onSignedIn: fn(),
    // No identity provider unless a story says so (the real page asks the server).
    oidc: null,
    serverStatus: (
      <ServerStatusView
        status={{
          state: 'ok',
          health: {
            db: 'embedded',
            version: '18.4',
            server: { version: '0.1.0', commit: 'c11e576' },
          },
        }}
      />
    ),
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lets the pending sign-in of `SignInWithKeyboard` resolve. */
let finishPendingLogin: () => void = () => {};

/**
 * Keyboard only: Tab through username, password, the reveal toggle and 登录; Enter in the password
 * field submits. While the call runs, 登录 is busy and cannot be pressed twice; once it resolves,
 * `onSignedIn` hands over to the caller (which goes to `redirect` or `/`).
 */
export const SignInWithKeyboard: Story = {
  args: {
    login: fn(
      () =>
        new Promise<void>((resolve) => {
          finishPendingLogin = resolve;
        }),
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    const username = canvas.getByRole('textbox', { name: '用户名 必填' });
    const password = canvas.getByLabelText(/^密码/, { selector: 'input' });
    const submit = canvas.getByRole('button', { name: '登录' });
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await waitFor(() => expect(document.title).toBe('登录 - 认知增强平台'));

    await userEvent.tab();
    await expect(username).toHaveFocus();
    await userEvent.keyboard('  doctor ');
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.keyboard('Doctor@123');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '显示密码' })).toHaveFocus();
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(password).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    // The contract's loginForm trims the username, as the server does.
    await waitFor(() => expect(args.login).toHaveBeenCalledWith('doctor', 'Doctor@123'));
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.login).toHaveBeenCalledTimes(1);
    await expect(args.onSignedIn).not.toHaveBeenCalled();

    finishPendingLogin();
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(submit).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** Empty fields never reach the server: the contract's messages show and the username takes focus. */
export const EmptyFieldsRefused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入用户名')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    const username = canvas.getByRole('textbox', { name: '用户名 必填' });
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(args.login).not.toHaveBeenCalled();
  },
};

/**
 * A wrong password: the server's message (as the api-client's `ApiError` carries it) shows in an
 * alert, the person stays signed out, and the password is selected for retyping. Typing the right
 * one and Enter signs in, and the old message goes.
 */
export const WrongPassword: Story = {
  args: {
    login: fn(async (_username: string, password: string) => {
      if (password !== 'Doctor@123') throw new ApiError(40101, '用户名或密码错误');
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '用户名 必填' }), 'doctor');
    const password = canvas.getByLabelText<HTMLInputElement>(/^密码/, { selector: 'input' });
    await userEvent.type(password, 'wrong-password{Enter}');

    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('用户名或密码错误'));
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password.selectionStart).toBe(0);
    await expect(password.selectionEnd).toBe('wrong-password'.length);

    await userEvent.keyboard('Doctor@123{Enter}');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(args.login).toHaveBeenLastCalledWith('doctor', 'Doctor@123');
    await expect(alert).toBeEmptyDOMElement();
  },
};

/** A failure without a message of its own (not the api-client's case) still says something. */
export const FailureWithoutMessage: Story = {
  args: { login: fn(() => Promise.reject(new Error(''))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '用户名 必填' }), 'doctor');
    await userEvent.type(canvas.getByLabelText(/^密码/, { selector: 'input' }), 'x{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('登录失败，请稍后重试'),
    );
  },
};

/** Issue 30: sent here because the session was ended elsewhere or by an admin: it says which, above the form. */
export const SessionEnded: Story = {
  args: { ended: 'self' },
  play: async ({ canvas, userEvent }) => {
    const notice = canvas.getByText('您已在其他设备上被退出登录，请重新登录。');
    await expect(notice).toBeVisible();
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    // The form comes next in the reading and Tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '用户名 必填' })).toHaveFocus();
  },
};

/** Caps Lock on while typing the password: a hint (icon and words) appears, and goes when it is off. */
export const CapsLockHint: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const password = canvas.getByLabelText(/^密码/, { selector: 'input' });
    const hint = canvasElement.querySelector('[data-slot="caps-lock-hint"]')!;
    await expect(hint).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(password);
    await userEvent.keyboard('a');
    await expect(hint).toBeEmptyDOMElement();

    await userEvent.keyboard('{CapsLock}B');
    await waitFor(() => expect(hint).toHaveTextContent('大写锁定已打开'));
    await expect(hint.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');

    await userEvent.keyboard('{CapsLock}c');
    await waitFor(() => expect(hint).toBeEmptyDOMElement());
    await expect(password).toHaveValue('aBc');

    // Leaving the field hides the hint: it is about typing there.
    await userEvent.keyboard('{CapsLock}D');
    await waitFor(() => expect(hint).toHaveTextContent('大写锁定已打开'));
    await userEvent.tab();
    await waitFor(() => expect(hint).toBeEmptyDOMElement());
    await userEvent.keyboard('{CapsLock}');
  },
};

/** The reveal toggle shows what was typed, and hides it again. */
export const RevealPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText(/^密码/, { selector: 'input' });
    await userEvent.type(password, 'Doctor@123');
    await expect(password).toHaveAttribute('type', 'password');
    const reveal = canvas.getByRole('button', { name: '显示密码' });
    await userEvent.click(reveal);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(reveal);
    await expect(password).toHaveAttribute('type', 'password');
  },
};

/** English: labels, the button and the contract's rule messages, translated. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your username')).toBeVisible();
    await expect(canvas.getByText('Enter your password')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Sign in - Cognitive Enhancement Platform'));
  },
};

/**
 * The language switch re-labels the page (errors already shown included) without a reload, and
 * is remembered (local storage, as `ConsoleLocaleProvider` does in the app).
 */
export const LanguageSwitch: Story = {
  beforeEach: () => {
    localStorage.removeItem('cep-locale');
    return () => localStorage.removeItem('cep-locale');
  },
  render: (args) => (
    <ConsoleLocaleProvider>
      <LoginView {...args} />
    </ConsoleLocaleProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入用户名')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to English' }));
    await expect(await canvas.findByText('Enter your username')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username required' })).toBeVisible();
    await expect(localStorage.getItem('cep-locale')).toBe('en-US');
    await userEvent.click(canvas.getByRole('button', { name: '切换到中文' }));
    await expect(await canvas.findByText('请输入用户名')).toBeVisible();
  },
};

/**
 * Phone width (375 px): nothing scrolls sideways and every control is at least 44 px tall, at
 * whatever font scale the run uses.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(window.innerWidth).toBe(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const controls = [
      canvas.getByRole('textbox', { name: '用户名 必填' }),
      canvas.getByLabelText(/^密码/, { selector: 'input' }),
      canvas.getByRole('button', { name: '显示密码' }),
      canvas.getByRole('button', { name: '登录' }),
      canvas.getByRole('button', { name: 'Switch to English' }),
    ];
    for (const control of controls) {
      const box = (control.closest('[data-slot="input"]') ?? control).getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const form = canvasElement.querySelector('[data-slot="login-form"]')!;
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(375);

    await userEvent.type(controls[0]!, 'patient');
    await userEvent.type(controls[1]!, 'Patient@123{Enter}');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
  },
};

/** Lets `HospitalSignIn` see the button's press (the page would leave for the provider). */
const startOidc = fn();

/**
 * The hospital's identity provider (issue 30): the last sign-in there was refused, which the page
 * says in an alert, and the 使用医院统一身份认证登录 button is reached by Tab after the form and
 * pressed with Enter. 44 px tall, like every control of the page.
 */
export const HospitalSignIn: Story = {
  args: {
    oidc: (
      <OidcSignInView
        status={{ enabled: true, label: '' }}
        failureCode="40112"
        onStart={startOidc}
      />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    startOidc.mockClear();
    const failure = canvas.getByText(/统一身份认证平台未允许本次登录/);
    await expect(failure.closest('[role="alert"]')).not.toBeNull();
    const button = canvas.getByRole('button', { name: '使用医院统一身份认证登录' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    canvas.getByRole('button', { name: '登录' }).focus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(startOidc).toHaveBeenCalledTimes(1);
  },
};
