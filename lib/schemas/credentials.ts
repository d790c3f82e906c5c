// SPEC §5: the checks the sign-up and account forms make before calling Firebase.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

const MIN_PASSWORD_LENGTH = 8;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

export const isValidPassword = (password: string): boolean => password.length >= MIN_PASSWORD_LENGTH;
