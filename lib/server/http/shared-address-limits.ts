import type { RateLimit } from './rate-limit';

// The per-address limits on a new donor's way to the payment (decision 121). One address may be a
// mobile carrier's whole carrier-grade NAT, an office or a campus: 200 donors from one address in
// 10 minutes must all get through, so these are backstops sized for that, in 10-minute windows so a
// burst is let through. What stops one person hammering is the limit per Firebase user, member or card.

const TEN_MINUTES = 600;

/** get-member-type: every visitor's donation asks it once. It also tells whether an email is a member. */
export const MEMBER_TYPE_LIMIT: RateLimit = { name: 'members-type', points: 400, durationSeconds: TEN_MINUTES };

/** POST /api/auth/login: every sign-in sends its token, a donor's anonymous one too. */
export const LOGIN_LIMIT: RateLimit = { name: 'auth-login', points: 1_000, durationSeconds: TEN_MINUTES };

/**
 * create-member with a token: every sign-in makes sure its member exists. The Firebase user already
 * exists (Firebase bounds sign-ups per address), so per address this is a backstop.
 */
export const MEMBER_CREATE_LIMIT: RateLimit = { name: 'members-create', points: 2_000, durationSeconds: TEN_MINUTES };

/** create-member, per Firebase user: a replay fills missing names, so a few calls are normal. */
export const MEMBER_CREATE_PER_USER_LIMIT: RateLimit = { name: 'members-create-user', points: 20, durationSeconds: TEN_MINUTES };

/**
 * create-member without a token makes a Firebase account itself (SPEC §6 lets anyone), so that stays
 * scarce: the donation flow never does it (a visitor is signed in anonymously first).
 */
export const MEMBER_CREATE_WITHOUT_TOKEN_LIMIT: RateLimit = { name: 'members-create-anonymous', points: 10, durationSeconds: TEN_MINUTES };
