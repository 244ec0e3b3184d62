import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import {
  ADMIN,
  authApi,
  loginAnswer,
  refusal,
  startAppAuthStore,
  storeSignedIn,
} from '../../../test/auth-fixtures.ts';
import { SignInPage } from './sign-in-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderSignIn({ language = 'en' }: { language?: 'en' | 'ar' } = {}) {
  await startAppAuthStore();
  return renderWithApp(
    <Routes>
      {['/auth', '/login', '/admin/login'].map((path) => (
        <Route key={path} path={path} element={<SignInPage />} />
      ))}
      <Route path="/admin/*" element={<p>Admin area</p>} />
    </Routes>,
    { language, route: '/auth' },
  );
}

function fields() {
  return {
    email: screen.getByLabelText('Email') as HTMLInputElement,
    password: screen.getByLabelText('Password') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

const location = () => screen.getByTestId('location').textContent;

describe('sign-in page', () => {
  it('asks for email and password, shows or hides the password, and states the session limits', async () => {
    authApi();
    const user = userEvent.setup();
    await renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    const { password } = fields();
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
    expect(screen.getByText(/sessions expire after 4 hours of inactivity/)).toBeTruthy();
  });

  it('validates in the spec order, before anything is sent', async () => {
    const api = authApi();
    const user = userEvent.setup();
    await renderSignIn();
    const { email, password, submit } = fields();

    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Email is required');
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await user.type(email, 'sara');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Password is required');
    expect(password.getAttribute('aria-invalid')).toBe('true');

    await user.type(password, 'secret');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(api.callsTo('/api/auth/login')).toEqual([]);
  });

  it('clears an error as soon as the person types, or leaves the field', async () => {
    authApi();
    const user = userEvent.setup();
    await renderSignIn();
    const { email, submit } = fields();
    await user.click(submit);
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.type(email, 's');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(email);
    await user.click(submit);
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.click(email);
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Invalid email or password' for refused credentials", async () => {
    const api = authApi({ '/api/auth/login': refusal(401, 'Invalid credentials') });
    const user = userEvent.setup();
    await renderSignIn();
    const { email, password, submit } = fields();
    await user.type(email, '  sara@maison.test ');
    await user.type(password, 'wrong password');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(api.callsTo('/api/auth/login')).toEqual([
      {
        method: 'POST',
        path: '/api/auth/login',
        authorization: null,
        body: { email: 'sara@maison.test', password: 'wrong password' },
      },
    ]);
    expect(location()).toBe('/auth');
  });

  it.each([
    [
      'too many attempts',
      refusal(429, 'Too many login attempts. Please try again in 15 minutes.', 'RATE_LIMITED'),
      'Too many login attempts. Please try again in 15 minutes.',
    ],
    [
      'a locked account',
      refusal(
        429,
        'Account is temporarily locked due to too many failed attempts.',
        'RATE_LIMITED',
      ),
      'Account is temporarily locked due to too many failed attempts',
    ],
    ['no answer', 'network-error' as const, 'Network error. Please try again.'],
    [
      'a success without user or token',
      { status: 200, body: { success: true, data: {} } },
      'Invalid response format',
    ],
    [
      'another refusal',
      refusal(400, 'Password is too long', 'VALIDATION_FAILED'),
      'Password is too long',
    ],
  ])('shows its own text for %s', async (_case, answer, shown) => {
    authApi({ '/api/auth/login': answer });
    const user = userEvent.setup();
    await renderSignIn();
    const { email, password, submit } = fields();
    await user.type(email, 'sara@maison.test');
    await user.type(password, 'secret');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
  });

  it("on success: the 'Login Successful' toast, then after 100 ms the admin area", async () => {
    authApi({ '/api/auth/login': loginAnswer() });
    const user = userEvent.setup();
    await renderSignIn();
    const { email, password, submit } = fields();
    await user.type(email, ADMIN.email);
    await user.type(password, 'correct horse');
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    await user.click(submit);
    expect(await screen.findByText('Login Successful')).toBeTruthy();
    expect(window.localStorage.getItem('authToken')).toBeTruthy();
    // The redirect is scheduled 100 ms after the success (the spec's delay), then follows.
    expect(timeouts.mock.calls.some(([, delay]) => delay === 100)).toBe(true);
    await waitFor(() => expect(location()).toBe('/admin'));
  });

  it('speaks Arabic on an Arabic page', async () => {
    authApi({ '/api/auth/login': refusal(401, 'Invalid credentials') });
    const user = userEvent.setup();
    await renderSignIn({ language: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'تسجيل الدخول' });
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('البريد الإلكتروني مطلوب');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'sara@maison.test');
    await user.type(screen.getByLabelText('كلمة المرور'), 'x');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    );
  });

  it('sends an admin who is already signed in on to the admin area', async () => {
    authApi();
    storeSignedIn();
    await renderSignIn();
    await waitFor(() => expect(location()).toBe('/admin'));
  });
});
