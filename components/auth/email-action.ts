/** The `mode`s of Firebase's email action links, as /auth/action receives them. */
export type EmailActionMode = 'signIn' | 'resetPassword' | 'verifyEmail' | 'recoverEmail' | 'verifyAndChangeEmail';

const MODES: readonly string[] = ['signIn', 'resetPassword', 'verifyEmail', 'recoverEmail', 'verifyAndChangeEmail'] satisfies EmailActionMode[];

export const isEmailActionMode = (mode: unknown): mode is EmailActionMode => typeof mode === 'string' && MODES.includes(mode);

/** The page heading for each kind of link. */
export function actionHeading(mode: EmailActionMode | null): string {
  switch (mode) {
    case 'signIn':
      return 'Finish signing in';
    case 'resetPassword':
      return 'Reset your password';
    case 'verifyEmail':
      return 'Confirm your email';
    case 'recoverEmail':
      return 'Restore your email';
    case 'verifyAndChangeEmail':
      return 'Change your email';
    case null:
      return 'Email link';
  }
}
