import { AppError } from '../http/errors';

export const memberNotFound = () => new AppError('MEMBER_NOT_FOUND', 404, 'No member has that id.');
export const subscriptionNotFound = () => new AppError('NOT_FOUND', 404, 'This member has no subscription with that id.');
export const complimentaryNotFound = () => new AppError('NOT_FOUND', 404, 'This member has no complimentary membership with that id.');
export const pauseTooShort = (paidUntil: string) =>
  new AppError('PAUSE_TOO_SHORT', 400, `The paid period runs to ${paidUntil} already: pause until a later day, so at least one payment is skipped.`);
export const pauseTooLong = () => new AppError('PAUSE_TOO_LONG', 400, 'A pause can last at most a year after the paid period.');
export const complimentaryInPast = () => new AppError('COMPLIMENTARY_ENDS_IN_PAST', 400, 'A complimentary membership must end after today.');
export const complimentaryTooLong = () => new AppError('COMPLIMENTARY_TOO_LONG', 400, 'A complimentary membership can last at most five years.');
