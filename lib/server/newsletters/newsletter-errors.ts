import { AppError } from '../http/errors';

export const newsletterNotFound = () => new AppError('NEWSLETTER_NOT_FOUND', 404, 'There is no newsletter with that listId.');

export const notYourEmail = () => new AppError('FORBIDDEN', 403, 'You can only manage newsletters for the email you signed in with.');

export const linkInvalid = () => new AppError('LINK_INVALID', 400, 'This link is not valid or has expired. Ask for a new one on the newsletters page.');
