// The records the API answers (DESIGN.md §3), declared once as zod schemas: the server declares its
// routes' answers with them (its OpenAPI document shows these shapes) and the app takes its record
// types from them (`z.infer`, type-only, so the app loads no zod for them). The field builders
// (ids, moments, the items a team keeps) live here for the same reason.
import { z } from 'zod';
import { INVITE_ROLES, TEAM_ROLES } from './team-roles';

/**
 * The schema named `id`: the OpenAPI document shows it once under components/schemas and refers
 * to it from every answer that holds it. Call once per schema, at module level.
 */
export function documentedAs<T extends z.ZodType>(id: string, schema: T): T {
  return schema.meta({ id }) as T;
}

/** An id the database made (team items, teams, organizations, users, library plays). */
export const idSchema = documentedAs('Id', z.guid());

/** A moment as the API writes it: `Date.toISOString()`. */
export const dateTimeSchema = documentedAs('DateTime', z.iso.datetime());

/** The kinds of the admins' library, as plays and drills of a team are told apart by `type`. */
export const LIBRARY_KINDS = ['play', 'drill'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** What a share link can point at: the API's word for each kind a team keeps. */
export const SHARE_KINDS = ['play', 'playbook', 'rotation', 'practice-plan'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

const thumbnailSchema = z.string().nullable();
const dataErrorSchema = z.string().optional().describe('Only for a damaged row: why its data cannot be read (data is then as stored)');

/**
 * The fields every item a team keeps answers (plays and drills, playbooks, rotations, practice
 * plans); each kind adds its id field (`play_id`, …), its `data` and what its kind adds.
 */
export const teamItemFields = {
  team_id: idSchema,
  title: z.string(),
  synced: z.literal(true),
  timestamp: z.number().describe("The client's time of the last change, ms since 1970"),
  version: z.number().int(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
  data_error: dataErrorSchema,
};

/** Plays and drills: an SVG of the first phase beside the fields, null until drawn. */
export const playThumbnailSchema = thumbnailSchema.describe('An SVG drawing of the first phase; null until drawn');

/** What a playbook's record adds: how many plays its chapters use and its first play's drawing. */
export const playbookExtraFields = {
  stats: z.object({ plays: z.number().int().describe('How many plays the chapters use') }),
  thumbnail: thumbnailSchema.describe("The first play's thumbnail (SVG), null without plays"),
};

/**
 * A team item as the app holds it: the server's record, but `synced: false` while it waits in the
 * offline queue under a temporary id.
 */
export type TeamItemRecord<IdField extends string, Data> = Omit<z.infer<z.ZodObject<typeof teamItemFields>>, 'synced' | 'timestamp'> & {
  [field in IdField]: string;
} & { synced: boolean; timestamp?: number; data: Data };

/** Playbook records add these; lists answer them, a record made offline has not got them yet. */
export type PlaybookExtras = Partial<z.infer<z.ZodObject<typeof playbookExtraFields>>>;

/** A team as other records name it: its id and name (an organization's likewise, below). */
const namedTeam = { team_id: idSchema, name: z.string() };
const namedOrganization = { organization_id: idSchema, name: z.string() };

export const teamRecordSchema = documentedAs(
  'Team',
  z.object({
    ...namedTeam,
    role: z.enum(TEAM_ROLES),
    organization: z.object(namedOrganization),
  }),
);
export type TeamRecord = z.infer<typeof teamRecordSchema>;

export const memberRecordSchema = documentedAs(
  'Member',
  z.object({
    user_id: idSchema,
    name: z.string(),
    email: z.string(),
    picture: z.string().nullable(),
    role: z.enum(TEAM_ROLES),
    joined_at: dateTimeSchema,
    roster_match: z
      .object({ player_id: idSchema, confirmed: z.boolean().describe('A coach confirmed or picked it; false: proposed by name when they joined') })
      .nullable()
      .optional()
      .describe('The roster entry this member is (issue 35)'),
  }),
);
export type MemberRecord = z.infer<typeof memberRecordSchema>;

/** Positions on a team's roster: spec §3's 1 Point Guard to 5 Center (engine/model/players.ts). */
export const ROSTER_POSITIONS = [1, 2, 3, 4, 5] as const;

/** A player on a team's roster (issue 16); rotations keep a snapshot of the players they use. */
export const teamPlayerRecordSchema = documentedAs(
  'TeamPlayer',
  z.object({
    player_id: idSchema,
    team_id: idSchema,
    name: z.string(),
    number: z.string().describe("The jersey number as printed: '0' and '00' differ; empty when not set"),
    positions: z.array(z.number().int().min(1).max(5)).describe('1 Point Guard … 5 Center, the main position first'),
    active: z.boolean().describe('Inactive players stay on the roster (and in old rotations) but are not offered for new games'),
    created_at: dateTimeSchema,
    updated_at: dateTimeSchema,
  }),
);
export type TeamPlayerRecord = z.infer<typeof teamPlayerRecordSchema>;

export const INVITE_STATUSES = ['active', 'expired', 'revoked'] as const;

export const inviteRecordSchema = documentedAs(
  'Invite',
  z.object({
    invite_link_id: z.string(),
    team_id: idSchema,
    role: z.enum(INVITE_ROLES),
    status: z.enum(INVITE_STATUSES),
    expires_at: dateTimeSchema,
    created_at: dateTimeSchema,
    url: z.url().describe("The app's invite screen for this link"),
  }),
);
export type InviteRecord = z.infer<typeof inviteRecordSchema>;

/** What an invite link offers, for the invite screen. */
export const inviteOfferSchema = documentedAs(
  'InviteOffer',
  z.object({
    invite_link_id: z.string(),
    role: z.enum(INVITE_ROLES),
    status: z.literal('active'),
    expires_at: dateTimeSchema,
    team: z.object(namedTeam),
    organization: z.object(namedOrganization),
    invited_by: z.string().nullable().describe('The name of who made the link, when known'),
  }),
);
export type InviteOffer = z.infer<typeof inviteOfferSchema>;

/** The organization as the caller sees it: owners see every team, members their own. */
export const organizationRecordSchema = documentedAs(
  'Organization',
  z.object({
    ...namedOrganization,
    role: z.enum(['owner', 'member']),
    teams: z.array(z.object({ ...namedTeam, role: z.enum(TEAM_ROLES).nullable() })),
  }),
);
export type OrganizationRecord = z.infer<typeof organizationRecordSchema>;

export const shareLinkRecordSchema = documentedAs(
  'ShareLink',
  z.object({
    token: z.string(),
    url: z.url().describe("The app's public page of the item"),
    kind: z.enum(SHARE_KINDS),
    id: idSchema,
    created_at: dateTimeSchema,
  }),
);
export type ShareLinkRecord = z.infer<typeof shareLinkRecordSchema>;

/** A library entry without its data, as lists answer it; `libraryRecordSchema` adds the data. */
export const libraryFields = {
  library_play_id: idSchema,
  type: z.enum(LIBRARY_KINDS),
  title: z.string(),
  version: z.number().int(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
  thumbnail: thumbnailSchema,
  data_error: dataErrorSchema,
};
/** A library entry as the app holds it: the data once the entry itself was read. */
export type LibraryRecord<Data> = z.infer<z.ZodObject<typeof libraryFields>> & { data?: Data };
