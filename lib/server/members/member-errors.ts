import { AppError } from '../http/errors';

export const memberNotFound = () => new AppError('MEMBER_NOT_FOUND', 404, 'There is no member for this sign-in yet.');

export const emailTaken = () => new AppError('EMAIL_TAKEN', 409, 'An account with that email already exists. Sign in instead.');
