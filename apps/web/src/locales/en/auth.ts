/** Texts of the admin sign-in, the access guard and the session warning (lazily loaded). */
export const auth = {
  signIn: {
    documentTitle: 'Admin sign-in',
    eyebrow: 'Administration',
    title: 'Sign in',
    subtitle: 'Manage the products, orders, content and settings of the store.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    // The spec's notice says 24 hours; the session limits it must describe are 4 h idle, 12 h total.
    sessionNotice:
      'For your security, sessions expire after 4 hours of inactivity, and after 12 hours in any case.',
    backToStore: 'Back to the store',
  },
  validation: {
    emailRequired: 'Email is required',
    passwordRequired: 'Password is required',
    invalidEmail: 'Please enter a valid email address',
  },
  errors: {
    invalidCredentials: 'Invalid email or password',
    network: 'Network error. Please try again.',
    locked: 'Account is temporarily locked due to too many failed attempts',
    sessionExpired: 'Your session has expired. Please login again.',
    tooManyAttempts: 'Too many login attempts. Please try again in 15 minutes.',
    loginFailed: 'Login failed',
    invalidResponse: 'Invalid response format',
    checkFailed: 'Authentication check failed',
  },
  toast: {
    loginSuccess: 'Login Successful',
  },
  accessDenied: {
    documentTitle: 'Access denied',
    title: 'Access Denied',
    message: "You don't have permission to access this page. Required role: {{role}}",
    goBack: 'Go Back',
  },
  session: {
    warningTitle: 'Your session is about to expire',
    idleMessage:
      'You have been inactive for a while. For your security, you will be signed out in {{time}}.',
    ageMessage:
      'Sessions last 12 hours at most. You will be signed out in {{time}}: save your work, then sign in again.',
    stay: 'Stay signed in',
    continue: 'Continue',
    signOut: 'Sign out now',
    suspiciousTitle: 'This session changed browsers',
    suspiciousMessage:
      'The browser using this session is not the one that signed in. If that was not you, sign out and change your password.',
  },
} as const;
