import { lazy } from 'react';

// Account parts that only some pages need, each its own chunk.
export const ResetPasswordPage = lazy(() => import('./reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
export const LoginBlock = lazy(() => import('./login-block').then((m) => ({ default: m.LoginBlock })));
