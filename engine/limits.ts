// The named bounds on everything a client sends (DESIGN.md §2 "limits.ts", issue 21): the schemas
// of engine/model enforce them, so no stored document can make a renderer, a worker or the server
// work without bound. Each is far beyond what a coach draws: the library's sets and every fixture
// use a fraction of them (at most 11 objects and 7 links a phase, 3 phases, texts under 200 characters).
// The drawing budgets at the end cap what one stored item may cost to draw, whatever its data.
//
// Stored data from before these bounds is brought inside them when it is read (see
// engine/migrate/play-within-limits.ts), never refused.

// ---------------------------------------------------------------------------------------------
// Plays: geometry (court units, feet; DESIGN.md §3).
// ---------------------------------------------------------------------------------------------

/**
 * Where any point of a play may lie: the largest court (NBA/NCAA, 94 x 50 ft) with its drawn
 * 5-ft sidelines (-5..99 x -5..55), plus 5 ft more for curve handles and items nudged past the
 * edge. Half courts and smaller courts sit inside it.
 */
export const COORDINATE_LIMITS = { minX: -10, maxX: 104, minY: -10, maxY: 60 } as const;
/** Width and height of a text box, rectangle or triangle: a shape may cover the whole bounded area (114 x 70). */
export const MAX_OBJECT_SIZE = 120;
/** Radii (rx, ry) of a circle: half the largest shape. */
export const MAX_OBJECT_RADIUS = MAX_OBJECT_SIZE / 2;
/** A polygon's corners are offsets from its centre, each within this distance on x and on y. */
export const MAX_CORNER_OFFSET = MAX_OBJECT_SIZE;
/** Text size in court units: ten times the default (2), letters two paces high. */
export const MAX_FONT_SIZE = 20;
/** Angles are degrees; any turn is one of -360..360 (stored angles are wrapped into it, which draws the same). */
export const ANGLE_LIMITS = { min: -360, max: 360 } as const;
/** The play's object size factor (the editor's slider runs 0.5..2). */
export const OBJECT_SIZE_FACTOR_LIMITS = { min: 0.1, max: 5 } as const;
/** Seconds an action waits before it starts (default 1): a minute is already a long pause. */
export const MAX_PAUSE = 60;
/** displayOrder only sorts items; a phase of MAX_OBJECTS_PER_PHASE items never needs more. */
export const MAX_DISPLAY_ORDER = 1_000_000;

// ---------------------------------------------------------------------------------------------
// Plays: counts.
// ---------------------------------------------------------------------------------------------

/** Objects and arrows in one phase: ten players, hoops, cones and every arrow they run fit many times. */
export const MAX_OBJECTS_PER_PHASE = 200;
/** Links in one phase: each arrow has two ends to link. */
export const MAX_LINKS_PER_PHASE = 2 * MAX_OBJECTS_PER_PHASE;
/** Phases in one play (the longest sets have about ten). */
export const MAX_PHASES_PER_PLAY = 100;
/** animationOrder ranks a phase's actions: there are never more ranks than items. */
export const MAX_ANIMATION_ORDER = MAX_OBJECTS_PER_PHASE;
/** Corners of one polygon. */
export const MAX_POLYGON_POINTS = 100;
/** Videos attached to one play. */
export const MAX_VIDEOS_PER_PLAY = 20;
/** Links followed through arrows linked to arrows (spec §4 "up to 10 levels"). */
export const MAX_LINK_DEPTH = 10;

// ---------------------------------------------------------------------------------------------
// Text lengths (characters, as JavaScript counts them).
// ---------------------------------------------------------------------------------------------

/** Ids (`object_N`, `phase_N`), colours, kinds and other short tokens. */
export const MAX_TOKEN_LENGTH = 100;
/** A text box on the court. */
export const MAX_OBJECT_TEXT_LENGTH = 2_000;
/** The label along an arrow. */
export const MAX_ARROW_TEXT_LENGTH = 200;
/** Titles: plays, phases, chapters, playbooks, rotations, practice plans, cover titles. */
export const MAX_TITLE_LENGTH = 200;
/** A phase's note. */
export const MAX_NOTE_LENGTH = 10_000;
/** A play's description, a playbook's text page, a practice plan's notes. */
export const MAX_DESCRIPTION_LENGTH = 20_000;
/** A video or image address. */
export const MAX_URL_LENGTH = 2_048;
/** A video's note. */
export const MAX_VIDEO_NOTE_LENGTH = 2_000;

// ---------------------------------------------------------------------------------------------
// Other documents: lists a client sends (playbooks, rotations, practice plans, settings).
// ---------------------------------------------------------------------------------------------

/** Chapters in a playbook. */
export const MAX_CHAPTERS_PER_PLAYBOOK = 200;
/** Plays and text pages in one chapter (a season's whole playbook fits in one). */
export const MAX_OBJECTS_PER_CHAPTER = 1_000;
/** Entries of a list a client keeps (stints, exercises, advanced-editor pages). */
export const MAX_LIST_LENGTH = 5_000;
/** Players on a rotation's roster, and on a team's roster (a team dresses 12 to 15). */
export const MAX_ROSTER_PLAYERS = 50;
/** Characters of a jersey number, kept as text so that '0' and '00' differ. */
export const MAX_JERSEY_LENGTH = 3;
/** Characters of a roster player's name. */
export const MAX_PLAYER_NAME_LENGTH = 100;
/** Assignments a team keeps at once (issue 35; a season asks a few dozen). */
export const MAX_ASSIGNMENTS_PER_TEAM = 500;
/** Positions or named players one assignment is for: a whole roster at most. */
export const MAX_ASSIGNMENT_AUDIENCE = MAX_ROSTER_PLAYERS;
/** Characters of an assignment's note ("Learn Horns before Friday's shootaround"). */
export const MAX_ASSIGNMENT_NOTE_LENGTH = 500;
/** Study events in one batch from a device (a long offline trip sends a few hundred). */
export const MAX_STUDY_EVENTS_PER_BATCH = 1_000;
/** How far ahead of the server's clock a device's clock may be when it stamps a study event. */
export const MAX_STUDY_CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;
/** Plays named per player as the ones they miss most. */
export const MAX_MISSED_PLAYS = 3;
/** Seconds in one period of a rotation (the longest, a college half, is 1,200). */
export const MAX_PERIOD_SECONDS = 3_600;
/** Seconds of a whole game of a rotation: four of the longest periods. */
export const MAX_GAME_SECONDS = 4 * MAX_PERIOD_SECONDS;
/** Events of one game in the substitution manager: clock starts and stops, substitutions, fouls (a busy game records a few hundred). */
export const MAX_GAME_EVENTS = 5_000;
/** Print: court units of sidelines drawn around a court (default 5). */
export const MAX_PRINT_SIDELINES = 20;
/** Print: page margin in inches (default 0.75). */
export const MAX_PAGE_PADDING_INCHES = 3;
/** Print: scale factor of the drawings (default 1). */
export const MAX_PRINT_SCALE_FACTOR = 10;
/** Print: font size in points (defaults 12 to 32). */
export const MAX_PRINT_FONT_SIZE = 144;
/** Print: pages of one PDF (a season's playbook of a few hundred plays takes a few hundred). */
export const MAX_PRINT_PAGES = 5_000;

// ---------------------------------------------------------------------------------------------
// Drawing budgets: what one item may cost to draw, whatever its data (engine/draw, engine/animate).
// ---------------------------------------------------------------------------------------------

/** Turns of a dribble's zigzag: the longest path in the bounded area needs about 600; longer ones turn wider. */
export const MAX_ZIGZAG_TURNS = 1_000;
/** Dashes of a pass line: the longest path needs about 260; longer ones get longer dashes. */
export const MAX_DASHES_PER_LINE = 500;
/** Floor planks drawn across the court (the widest floor has 28). */
export const MAX_COURT_TILES = 64;
/** Lines of one text box that are drawn; the rest of a longer text is not. */
export const MAX_TEXT_LINES_DRAWN = 50;

// ---------------------------------------------------------------------------------------------
// Drills: the details a drill carries beside its drawing (issue 17), and the filters over them.
// ---------------------------------------------------------------------------------------------

/** Players a drill needs: a whole practice squad with room to spare. */
export const MAX_DRILL_PLAYERS = 50;
/** Minutes one drill lasts: longer than any practice. */
export const MAX_DRILL_MINUTES = 240;
/** A drill's category, one tag or one piece of equipment. */
export const MAX_DRILL_LABEL_LENGTH = 60;
/** Tags of one drill. */
export const MAX_DRILL_TAGS = 20;
/** Pieces of equipment one drill lists. */
export const MAX_DRILL_EQUIPMENT = 20;
