// Drizzle table definitions. Each table is created by a numbered SQL migration in ./migrations;
// this file only describes them to the query builder.
import { bigint, boolean, date, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INVITE_ROLES, TEAM_ROLES } from '../../engine/api/team-roles';
import { LIBRARY_KINDS } from '../../engine/api/records';
import { MEDIA_KINDS, MEDIA_STATUS_REASONS } from '../../engine/api/media';
import { ASSIGNMENT_AUDIENCES, STUDY_EVENT_KINDS, STUDY_QUESTIONS } from '../../engine/api/study';

/** Facts about this installation shared by every API instance (its id, its signing keys). */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The account role that curates the library (the first account of an instance gets it). */
export const ADMIN_ROLE = 'admin';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  picture: text('picture'),
  passwordHash: text('password_hash'),
  externalSub: text('external_sub'),
  roles: text('roles').array().notNull().default([]),
  subscriptionName: text('subscription_name'),
  subscriptionPlanId: text('subscription_plan_id'),
  nextBillDate: date('next_bill_date'),
  price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
  /** The language the coach chose (engine/model/languages.ts), null until they do (migration 0016). */
  language: text('language'),
  /** Raised by "sign out everywhere" and a password change: tokens of an older generation stop working (migration 0007). */
  sessionGeneration: integer('session_generation').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export { TEAM_ROLES, type TeamRole } from '../../engine/api/team-roles';

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    /** The roster entry this member is (migration 0017): proposed by name when a player joins, confirmed by a coach. */
    rosterPlayerId: uuid('roster_player_id'),
    rosterConfirmed: boolean('roster_confirmed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);

export const inviteLinks = pgTable('invite_links', {
  id: text('id').primaryKey(),
  teamId: uuid('team_id').notNull(),
  role: text('role', { enum: INVITE_ROLES }).notNull(),
  createdBy: uuid('created_by'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-in limits: attempts counted per key until `resetsAt` (migration 0007, server/auth/limits.ts). */
export const signInLimits = pgTable('sign_in_limits', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});

/** What a team keeps, told apart by kind; plays and drills are the kinds 'play' and 'drill'. */
export const TEAM_ITEM_KINDS = ['play', 'drill', 'playbook', 'rotation', 'practice_plan'] as const;
export type TeamItemKind = (typeof TEAM_ITEM_KINDS)[number];

export const teamItems = pgTable('team_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  teamId: uuid('team_id').notNull(),
  kind: text('kind', { enum: TEAM_ITEM_KINDS }).notNull(),
  title: text('title').notNull(),
  data: jsonb('data').notNull(),
  /** Plays and drills: the SVG of the first phase (server/items/thumbnails.ts); null elsewhere. */
  thumbnail: text('thumbnail'),
  version: integer('version').notNull().default(1),
  /** The client's time of the change, ms since 1970. */
  clientTimestamp: bigint('client_timestamp', { mode: 'number' }).notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Items per team and kind, kept by the trigger of migration 0003. */
export const teamItemCounts = pgTable(
  'team_item_counts',
  {
    teamId: uuid('team_id').notNull(),
    kind: text('kind', { enum: TEAM_ITEM_KINDS }).notNull(),
    items: integer('items').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.kind] })],
);

export const playbookPlays = pgTable(
  'playbook_plays',
  {
    playbookId: uuid('playbook_id').notNull(),
    playId: uuid('play_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playbookId, t.playId] })],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The team item created, or (migration 0006) the library item, or (0008) the roster player: exactly one is set. */
    itemId: uuid('item_id'),
    libraryItemId: uuid('library_item_id'),
    teamPlayerId: uuid('team_player_id'),
    assignmentId: uuid('assignment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const shareLinks = pgTable('share_links', {
  token: text('token').primaryKey(),
  itemId: uuid('item_id').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export { LIBRARY_KINDS, type LibraryKind } from '../../engine/api/records';

export const libraryItems = pgTable('library_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: LIBRARY_KINDS }).notNull(),
  title: text('title').notNull(),
  data: jsonb('data').notNull(),
  /** The SVG of the first phase (server/items/thumbnails.ts). */
  thumbnail: text('thumbnail'),
  version: integer('version').notNull().default(1),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A team's roster (migration 0008): jersey numbers are text ('0' and '00' differ), positions 1 to 5. */
export const teamPlayers = pgTable('team_players', {
  id: uuid('id').primaryKey().defaultRandom(),
  teamId: uuid('team_id').notNull(),
  name: text('name').notNull(),
  number: text('number').notNull().default(''),
  positions: smallint('positions').array().notNull().default([]),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Games of the substitution manager (migration 0009): the id is the recording device's. */
export const games = pgTable('games', {
  id: uuid('id').primaryKey(),
  teamId: uuid('team_id').notNull(),
  rotationId: text('rotation_id'),
  opponent: text('opponent').notNull(),
  playedOn: date('played_on').notNull(),
  status: text('status', { enum: ['in_progress', 'finished'] }).notNull(),
  periods: integer('periods').notNull(),
  periodLength: integer('period_length').notNull(),
  /** `{ players, events }` as the device sent them. */
  data: jsonb('data').notNull(),
  /** GameMinutes[] computed from the events (engine/model/game.ts). */
  minutes: jsonb('minutes').notNull(),
  eventCount: integer('event_count').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export { MEDIA_KINDS, type MediaKind } from '../../engine/api/media';

/** A team's videos, images and audio clips (migration 0011); the bytes are in the media store. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  teamId: uuid('team_id').notNull(),
  kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
  title: text('title').notNull(),
  notes: text('notes').notNull().default(''),
  originalName: text('original_name').notNull().default(''),
  mimeType: text('mime_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull(),
  playableKey: text('playable_key'),
  playableSizeBytes: bigint('playable_size_bytes', { mode: 'number' }),
  thumbnailKey: text('thumbnail_key'),
  /** An image as print embeds it (migration 0014): the original when it is a PNG or JPEG small enough, else a JPEG made from it. */
  printableKey: text('printable_key'),
  durationMs: integer('duration_ms'),
  width: integer('width'),
  height: integer('height'),
  waveform: jsonb('waveform').$type<number[]>(),
  status: smallint('status').notNull().default(0),
  statusDetail: text('status_detail'),
  statusReason: text('status_reason', { enum: MEDIA_STATUS_REASONS }),
  keptAsUploaded: boolean('kept_as_uploaded').notNull().default(false),
  uploadedBy: uuid('uploaded_by'),
  idempotencyKey: text('idempotency_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Media per team and kind, kept by the trigger of migration 0011. */
export const mediaCounts = pgTable(
  'media_counts',
  {
    teamId: uuid('team_id').notNull(),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    items: integer('items').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.kind] })],
);

/** The media processing queue (migration 0011, server/media/jobs.ts). */
export const mediaJobs = pgTable('media_jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  mediaId: uuid('media_id').notNull(),
  teamId: uuid('team_id').notNull(),
  state: text('state', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(3),
  runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
  lockedBy: text('locked_by'),
  leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
  /** When the job was last claimed: the queue serves the team served least recently first. */
  startedAt: timestamp('started_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Paddle webhooks applied, by event id (migration 0012): each is applied once. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'string' }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A coach's Paddle subscription as its last applied event told it; `userId` is whoever opened its checkout, never changed after. */
export const billingSubscriptions = pgTable('billing_subscriptions', {
  subscriptionId: text('subscription_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  customerId: text('customer_id').notNull(),
  status: text('status').notNull(),
  priceId: text('price_id'),
  /** The plan's name and price when its last event came (migration 0015): the coach's plan is derived from these. */
  planName: text('plan_name'),
  price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
  nextBilledAt: timestamp('next_billed_at', { withTimezone: true, mode: 'string' }),
  scheduledChange: jsonb('scheduled_change').$type<{ action: string; effective_at: string } | null>(),
  lastEventAt: timestamp('last_event_at', { withTimezone: true, mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One invoice per Paddle transaction. */
export const billingInvoices = pgTable('billing_invoices', {
  transactionId: text('transaction_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  subscriptionId: text('subscription_id'),
  status: text('status').notNull(),
  invoiceNumber: text('invoice_number'),
  currency: text('currency').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  tax: bigint('tax', { mode: 'number' }).notNull().default(0),
  billedAt: timestamp('billed_at', { withTimezone: true, mode: 'string' }),
  lines: jsonb('lines').notNull().$type<{ description: string; quantity: number; total: number }[]>().default([]),
  paymentFailed: boolean('payment_failed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export { ASSIGNMENT_AUDIENCES, STUDY_EVENT_KINDS, STUDY_QUESTIONS } from '../../engine/api/study';

/** What a coach asks players to learn (migration 0017): a play, a playbook or one chapter of it, for an audience. */
export const assignments = pgTable('assignments', {
  id: uuid('id').primaryKey().defaultRandom(),
  teamId: uuid('team_id').notNull(),
  playId: uuid('play_id'),
  playbookId: uuid('playbook_id'),
  /** The chapter's place in the playbook (chapters have no id); null: the whole playbook. */
  chapter: integer('chapter'),
  audience: text('audience', { enum: ASSIGNMENT_AUDIENCES }).notNull(),
  positions: smallint('positions').array().notNull().default([]),
  playerIds: uuid('player_ids').array().notNull().default([]),
  dueDate: date('due_date'),
  note: text('note').notNull().default(''),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A player's study as the device recorded it (migration 0017); the id is the device's, once per person. */
export const studyEvents = pgTable(
  'study_events',
  {
    userId: uuid('user_id').notNull(),
    id: uuid('id').notNull(),
    assignmentId: uuid('assignment_id').notNull(),
    playId: uuid('play_id').notNull(),
    kind: text('kind', { enum: STUDY_EVENT_KINDS }).notNull(),
    phase: integer('phase'),
    question: text('question', { enum: STUDY_QUESTIONS }),
    correct: boolean('correct'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] })],
);

/** When each person last read their study list (migration 0017). */
export const studyVisits = pgTable('study_visits', {
  userId: uuid('user_id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
