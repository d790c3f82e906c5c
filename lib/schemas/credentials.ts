// SPEC §5: the checks the sign-up and account forms make before calling Firebase.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

const MIN_PASSWORD_LENGTH = 8;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

export const isValidPassword = (password: string): boolean => password.length >= MIN_PASSWORD_LENGTH;

/** What is wrong with each sign-up field, in words for the field itself; empty when both pass (SPEC §5). */
export interface CredentialProblems {
  email?: string;
  password?: string;
}

export function credentialProblems(email: string, password: string): CredentialProblems {
  const problems: CredentialProblems = {};
  if (email.trim() === '') problems.email = 'Enter your email address.';
  else if (!isValidEmail(email)) problems.email = 'Enter an email address like name@example.nz.';
  if (password === '') problems.password = 'Enter a password.';
  else if (!isValidPassword(password)) {
    problems.password = `Use at least ${MIN_PASSWORD_LENGTH} characters (this one has ${password.length}).`;
  }
  return problems;
}
