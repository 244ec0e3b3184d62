import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { LOGIN_REDIRECT_DELAY_MS } from '@store/shared/constants';
import type { AuthUser } from '@store/shared/schemas/auth';
import { parseAuthUser } from '../../../lib/auth/auth-user.ts';
import { authStore } from '../../../stores/auth-store.ts';
import { toast } from '../../../stores/toast-store.ts';
import { login, type LoginAnswer } from '../api/login.ts';
import { LOGIN_FAILURE_MESSAGES, loginFailureMessage } from '../lib/login-error.ts';
import { returnPathFrom } from '../lib/return-path.ts';
import { validateLogin, type LoginValidationError } from '../lib/validate-login.ts';

function readUser(value: unknown): AuthUser | null {
  try {
    return parseAuthUser(value);
  } catch {
    return null;
  }
}

export interface SignInForm {
  email: string;
  password: string;
}

/**
 * The sign-in flow (spec sections 4, 5 and 8): validation in the spec's order, then the call; on
 * success the 'Login Successful' toast and, 100 ms later, the remembered admin page.
 */
export function useSignIn() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const target = returnPathFrom(location.state);
  const [validationError, setValidationError] = useState<LoginValidationError | null>(null);
  /** Set from the moment this page sends credentials until it fails or leaves. */
  const [submitted, setSubmitted] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const submit = async (form: SignInForm) => {
    const invalid = validateLogin(form);
    setValidationError(invalid);
    if (invalid) return;

    setSubmitted(true);
    authStore.loginStart();
    const fail = (message: string) => {
      authStore.loginFailure(message);
      setSubmitted(false);
    };
    let answer: LoginAnswer;
    try {
      answer = await login({ email: form.email.trim(), password: form.password });
    } catch (error) {
      fail(loginFailureMessage(error));
      return;
    }
    const user = readUser(answer.user);
    if (!user || !answer.token) {
      fail(LOGIN_FAILURE_MESSAGES.invalidResponse);
      return;
    }
    authStore.loginSuccess({ user, token: answer.token });
    toast.success(t('toast.loginSuccess'));
    redirectTimer.current = setTimeout(
      () => navigate(target, { replace: true }),
      LOGIN_REDIRECT_DELAY_MS,
    );
  };

  /** Spec section 4: errors clear when the person types or leaves a field. */
  const clearErrors = () => {
    setValidationError(null);
    authStore.clearError();
  };

  return { submit, clearErrors, validationError, submitted, target };
}
