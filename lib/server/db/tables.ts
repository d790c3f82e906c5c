import * as business from './schema/business';
import * as community from './schema/community';
import * as content from './schema/content';
import * as images from './schema/images';
import * as media from './schema/media';
import * as members from './schema/members';
import * as newsletters from './schema/newsletters';
import * as outbox from './schema/outbox';
import * as payments from './schema/payments';
import * as revenue from './schema/revenue';
import * as sessions from './schema/sessions';
import * as statements from './schema/statements';
import * as tracking from './schema/tracking';

/** Every table, handed to Drizzle so relational queries know them all. */
export const schema = { ...members, ...newsletters, ...payments, ...tracking, ...content, ...images, ...media, ...community, ...sessions, ...business, ...revenue, ...outbox, ...statements };
