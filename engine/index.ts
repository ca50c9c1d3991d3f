// The engine's public names (issue 3, DESIGN.md §2): what the app, the server, the workers and the
// editor use. Named one by one, so that a name is exported on purpose and never collides; a module
// whose every name is public (the game clock, the court's sizes, the page's) is exported whole
// with `export *`, and TypeScript refuses a name that two of them would both export.

// Model: persisted types, their schemas, latest versions, defaults and factories (spec §3).
export {
  DEFAULT_ANIMATION_TYPE,
  DEFAULT_OBJECT_SIZE_FACTOR,
  DEFAULT_PAUSE,
  FIRST_PHASE_ID,
  PLAY_VERSION,
} from './model/play-constants';
export { createEmptyPlayData, createNewPlayData } from './model/play-defaults';
export {
  AGE_LEVELS,
  COURT_AREAS,
  DRILL_CATEGORIES,
  DRILL_FILTER_PARAMS,
  drillFilterFromParams,
  drillFilterQuery,
  drillLabelKey,
  drillMatches,
  hasDrillFilter,
} from './model/drill-constants';
export type { AgeLevel, CourtArea, DrillCategory, DrillDetails, DrillFilter } from './model/drill-constants';
export {
  ARROW_KINDS,
  ARROW_SHAPES,
  COURT_KINDS,
  OBJECT_STATUSES,
  OBJECT_SUBTYPES,
  PLAYER_TEAMS,
  VIEW_MODES,
  arrowPointsSchema,
  arrowSchema,
  courtColorSchema,
  drillDetailsSchema,
  isArrow,
  isPlayObject,
  linkSchema,
  objectStatusSchema,
  phaseItemSchema,
  computedFromSchema,
  phaseSchema,
  playDataSchema,
  playObjectSchema,
  playSettingsSchema,
  pointSchema,
  refSchema,
  videoSchema,
} from './model/play';
export type {
  Arrow,
  ArrowKind,
  ArrowPoints,
  ArrowShape,
  CourtColor,
  ComputedFrom,
  CourtKind,
  Link,
  ObjectStatus,
  ObjectSubType,
  Phase,
  PhaseItem,
  PlayData,
  PlayObject,
  PlaySettings,
  PlayerTeam,
  Point,
  Ref,
  Video,
  ViewMode,
} from './model/play';
export { PLAYBOOK_VERSION } from './model/playbook-constants';
export { DEFAULT_CLASSIC_VIEW_SETTINGS, createEmptyPlaybookData, textPageImageIds } from './model/playbook-defaults';
export {
  PLAYBOOK_LAYOUTS,
  chapterSchema,
  classicViewSettingsSchema,
  playbookCoverSchema,
  playbookDataSchema,
  playbookObjectSchema,
  playbookPlaySchema,
  playbookSettingsSchema,
  playbookTextSchema,
} from './model/playbook';
export type {
  Chapter,
  ClassicViewSettings,
  PlaybookCover,
  PlaybookData,
  PlaybookObject,
  PlaybookPlay,
  PlaybookSettings,
  PlaybookText,
} from './model/playbook';
export { ROTATION_VERSION } from './model/rotation-constants';
export { createEmptyRotationData } from './model/rotation-defaults';
export {
  ROTATION_PERIODS,
  formatPeriodLength,
  formatPeriods,
  rosterPlayerSchema,
  rotationDataSchema,
  stintSchema,
} from './model/rotation';
export type { RosterPlayer, RotationData, RotationPeriods, Stint } from './model/rotation';
export { PRACTICE_PLAN_VERSION } from './model/practice-plan-constants';
export { createBlock, createEmptyPracticePlanData, DEFAULT_BLOCK_MINUTES, DEFAULT_PRACTICE_START_TIME } from './model/practice-plan-defaults';
export {
  MAX_EXERCISE_MINUTES,
  MAX_STATIONS_PER_BLOCK,
  clockTimeSchema,
  stationSchema,
  exerciseSchema,
  isoDateSchema,
  practicePlanDataSchema,
  practicePlanMinutes,
} from './model/practice-plan';
export type { Exercise, PracticePlanData, PracticeStationData } from './model/practice-plan';
export {
  DEFAULT_PRINT_SETTINGS,
  PAPER_SIZES,
  PLAY_STARTS,
  PRINT_COURT_STYLES,
  PRINT_LAYOUT_PRESETS,
  PRINT_ORIENTATIONS,
  PRINT_SECTIONS,
  PRINT_SETTINGS_VERSION,
  createDefaultPrintSettings,
  fontSchema,
  printSectionSchema,
  printSettingsSchema,
} from './model/print-settings';
export type { PaperSize, PrintCourtStyle, PrintFont, PrintLayoutPreset, PrintOrientation, PrintPlayLayout, PrintSection, PrintSectionSettings, PrintSettings } from './model/print-settings';
export {
  DEFAULT_USER_SETTINGS,
  MAX_PAGE_SIZE,
  PAGED_LISTS,
  PAGE_SIZE,
  PAGE_SIZE_CHOICES,
  THEME_COLOR_PRESETS,
  USER_SETTINGS_STORAGE_KEY,
  createDefaultUserSettings,
} from './model/user-settings-defaults';
export type { PagedList, ThemeColorPreset, UserSettings } from './model/user-settings-defaults';
export { parseUserSettings, userSettingsSchema } from './model/user-settings';

// The named bounds on everything a client sends (issue 21), and the drawing budgets.
export {
  ANGLE_LIMITS,
  COORDINATE_LIMITS,
  MAX_ANIMATION_ORDER,
  MAX_ARROW_TEXT_LENGTH,
  MAX_CHAPTERS_PER_PLAYBOOK,
  MAX_CORNER_OFFSET,
  MAX_COURT_TILES,
  MAX_DASHES_PER_LINE,
  MAX_DESCRIPTION_LENGTH,
  MAX_DISPLAY_ORDER,
  MAX_FONT_SIZE,
  MAX_LINKS_PER_PHASE,
  MAX_LIST_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_OBJECT_RADIUS,
  MAX_OBJECT_SIZE,
  MAX_OBJECT_TEXT_LENGTH,
  MAX_OBJECTS_PER_CHAPTER,
  MAX_OBJECTS_PER_PHASE,
  MAX_PAGE_PADDING_INCHES,
  MAX_PAUSE,
  MAX_PERIOD_SECONDS,
  MAX_PRINT_FONT_SIZE,
  MAX_PRINT_PAGES,
  MAX_PRINT_SCALE_FACTOR,
  MAX_PRINT_SIDELINES,
  MAX_ROSTER_PLAYERS,
  MAX_PHASES_PER_PLAY,
  MAX_POLYGON_POINTS,
  MAX_TEXT_LINES_DRAWN,
  MAX_TITLE_LENGTH,
  MAX_TOKEN_LENGTH,
  MAX_URL_LENGTH,
  MAX_VIDEO_NOTE_LENGTH,
  MAX_VIDEOS_PER_PLAY,
  MAX_ZIGZAG_TURNS,
  OBJECT_SIZE_FACTOR_LIMITS,
} from './limits';

// Named constants of spec §3 and §9: court colours, palette, positions, labels, video statuses.
export { COURT_COLOR_PRESETS, DEFAULT_COURT_COLOR_ID, courtColorPreset } from './model/court-colors';
export { COLOR_PALETTE, DEFENSE_ALT_COLOR, DEFENSE_COLOR, OBJECT_COLOR, SHAPE_BACKGROUND_COLOR, SHAPE_FILL_ALPHA, SHAPE_FILL_COLOR, withAlpha } from './model/palette';
export type { PaletteColor } from './model/palette';
export { POSITIONS, TEAM_SUFFIXES, playerLabel, positionName } from './model/players';
export {
  MEDIA_STATUS_PROCESSING,
  MEDIA_STATUS_PROCESSING_FAILED,
  MEDIA_STATUS_QUEUED,
  MEDIA_STATUS_UPLOAD_MISSING,
  PLAY_VIDEO_SOURCES,
  VIDEO_STATUSES_FAILED,
  VIDEO_STATUS_FINISHED,
  parseVideoUrl,
  uploadedMediaId,
  uploadedVideo,
  videoStatusName,
} from './model/video';
export type { PlayVideoSource, VideoStatusName } from './model/video';

// Rotations and the substitution manager (issue 16): checks, the fair-minutes planner, the game clock.
export { BALL_HANDLER_POSITIONS, PLAYERS_ON_COURT, checkRotation, courtMoments, doubleBookings, onCourtAt, playingTime } from './rotation/checks';
export type { CourtMoment, DoubleBooking, PlayerTime, RotationCheck, RotationPlan, RotationPlayer } from './rotation/checks';
export { planRotation } from './rotation/planner';
export { DEFAULT_CHANGE_STEP, DEFAULT_SNAP_STEP, STEP_CHOICES, isAvailable, planFairMinutes, planInputOf } from './rotation/fair-minutes';
export { describeUnmet, formatGameTime } from './rotation/describe-unmet';
export type { MinutesTarget, PlanRotationInput, PlannedMinutes, RotationPlanResult, UnmetTarget } from './rotation/planner';
export * from './rotation/game-clock';
export { DEFAULT_SUGGESTION_GAIN, nextPlannedChange, suggestSubstitutions } from './rotation/substitutions';
export type { PlannedChange, PlayerTarget, SubstitutionSuggestion, SuggestSubstitutionsInput } from './rotation/substitutions';

// Migrations (spec §4 "Migrations").
export { migratePlay, migratePlayWithNotes, migratePlaybook, migratePracticePlan, migratePrintSettings, migrateRotation } from './migrate/documents';
export type { Migrated, MigrationNote, MigrationNoteCode } from './migrate/run';
export { MigrationError, formatPath } from './migrate/migration-error';
export type { MigrationErrorCode, MigrationPath } from './migrate/migration-error';

// Next phase (spec §4 "Next phase", §5 step errors).
export { computeNextPhase, nextPhaseId, nextPhaseTitle } from './phase/next-phase';
export type { BallPlace, NextPhaseOptions, NextPhaseResult, PhaseAction, PhaseStep } from './phase/next-phase';
export { STEP_ERROR_CODES, STEP_ERRORS } from './phase/step-errors';
export type { StepError } from './phase/step-errors';
export { SCREEN_TARGET_REACH, actionWaits, arrowsInOrder, isCoachTimed, momentsOf, type ActionWait } from './phase/order';
export { computedFromOf, nextPhaseInPlay, phaseFingerprint, recomputePhase, stalePhases } from './phase/chain';
export { HOOP_MATCH_DISTANCE, fitHoopsToCourt } from './phase/court-hoops';
export type { RecomputedPhase } from './phase/chain';
export { describePlayer, describeStep } from './phase/describe';

// Study quizzes made from plays (issue 35).
export {
  DEFAULT_QUESTIONS_PER_ROUND,
  MAX_OTHER_PLAYS,
  MAX_QUESTIONS_PER_ROUND,
  MAX_STUDY_PHASES_PER_PLAY,
  MAX_STUDY_PLAYS,
  OWN_MARKER_WEIGHT,
  QUESTION_KINDS,
  STUDY_ACTIONS,
  WHERE_ANSWER_RADIUS,
  generateQuestions,
} from './study/questions';
export type {
  ActionQuestion,
  BallQuestion,
  PlayChoice,
  PlayerPosition,
  QuestionKind,
  StudyAction,
  StudyOptions,
  StudyPlay,
  StudyQuestion,
  WhereQuestion,
  WhichPlayQuestion,
} from './study/questions';
export { gradeAnswer, rightAnswerOf } from './study/grade';
export type { StudyAnswer, StudyGrade } from './study/grade';
export { MAX_WRONG_ANSWERS, REASK_GAP, answerInRound, currentQuestion, isRoundOver, startRound } from './study/round';
export type { QuestionOutcome, StudyRound } from './study/round';

// Links (spec §4 "Links", §5 link rules).
export { LINK_REFUSALS, canLink, isBallTransferKind, isMovementKind } from './links/rules';
export type { ArrowEnd, LinkRefusal, LinkVerdict } from './links/rules';
export { MAX_LINK_DEPTH, resolveArrowEnd, resolveLinkedObject } from './links/resolve';
export type { LinkProblem, ResolveOptions } from './links/resolve';
export { findSnapTarget, isLinkInRange, linkAnchor, linkSnapDistance, playSnapDistance, refOf } from './links/snap';

// Geometry: courts, spec §9 sizes, speeds and distances, arrow paths, bounds (spec §5).
export * from './geometry/court';
export { arrowPath, pointAtLength, tangentAtEnd, tangentAtLength } from './geometry/arrow-path';
export type { ArrowPath } from './geometry/arrow-path';
export { clampToCourt, distance, isArrowValid, isOutOfBounds, isOutOfView } from './geometry/bounds';
export type { ValidArrow } from './geometry/bounds';
export { COORDINATE_DECIMALS, roundCoordinate } from './geometry/round';
export { addPoint, moveArrowEnd, roundPoint } from './geometry/arrow-ends';

// Display list and SVG.
export { BALL_COLOR, CONE_COLOR, DEFAULT_POLYGON_SIDES, ERROR_COLOR, HIGHLIGHT_COLOR, NO_ARROW_ENDS, arrowEnds, drawCourt, drawItem, drawPhase, drawPhaseLazily, itemsInDrawOrder, playerOutline, regularPolygon, teamColor, type ArrowEnds } from './draw/draw-phase';
export type { DrawContext, DrawOptions } from './draw/draw-phase';
export type { CirclePrimitive, Primitive, PrimitiveKind, PrimitiveLayer, PrimitiveRole, TextPrimitive } from './draw/primitives';
export { SVG_FONT_FAMILY, primitivesViewBox, toSvg, toSvgWithin, utf8Length } from './draw/svg';
export type { SvgOptions, ViewBox } from './draw/svg';
export { paintPrimitives, paintTransform } from './draw/paint-2d';
export type { Canvas2DContext, PaintOptions, PaintTransform } from './draw/paint-2d';
export { parseCssColor } from './draw/css-color';
export type { Rgba } from './draw/css-color';

// Timelines.
export {
  BALL_TRACK_ID,
  SEGMENT_END,
  SEGMENT_POINT_COUNT,
  SEGMENT_START,
  SEGMENT_STRIDE,
  buildTimeline,
  phaseAtTime,
  sampleLength,
  sampleTimeline,
  timelineTransferables,
} from './animate/timeline';
export type { Timeline, TimelineOptions } from './animate/timeline';
export { arrowWindows } from './animate/arrow-windows';
export type { ArrowWindow } from './animate/arrow-windows';
// A frame of the animation, one builder for every 2D picture (editor playback, export, classic view).
export { ARROW_TEXT_APPEARS_AT, arrowProgress, arrowSoFar, buildFrameScene, framePaints, framePrimitives, paintFrame, shiftPrimitive } from './animate/play-frame';
export type { DrawnArrow, FramePaint, FrameScene, FrameView, MovedItem } from './animate/play-frame';
export { PlayFrames } from './animate/play-frames';
export { samplePlay } from './animate/sample-play';
export type { SamplePlayOptions } from './animate/sample-play';

// Players learn the playbook (issue 35): a player's own marker and part, the court spots it names.
export { COURT_SPOTS, courtSpot, markerOf, playerPart } from './study/player-part';
export type { CourtSpot, PartStep, PhasePart } from './study/player-part';

// Practice plans (issue 17): clock times, totals, the coach's time and date formats, templates, practice mode.
export { MINUTES_PER_DAY, blockMinutes, clockTimes, parseClockTime, planTotals } from './practice/clock-times';
export type { BlockTime, PlanTotalStatus, PlanTotals, PracticeBlock, PracticePlanInput, PracticeStation, StationTime } from './practice/clock-times';
export {
  DATE_FORMATS,
  DAY_PERIOD_MARKS,
  TIME_FORMATS,
  TIME_RANGE_SEPARATOR,
  formatDate,
  formatTime,
  formatTimeRange,
  localizeDigits,
} from './practice/formats';
export type { DateFormat, PracticeLocale, TimeFormat } from './practice/formats';
export { duplicatePlan, planFromTemplate, planToTemplate } from './practice/templates';
export type { BlockIdMaker } from './practice/templates';
export { advancePractice, applyPracticeEvent, initialPracticeState, practiceClock, readPracticeClock, replayPractice } from './practice/practice-clock';
export type { PracticeClock, PracticeEvent, PracticeEventType, PracticeState, PracticeStatus } from './practice/practice-clock';

// Print layout (issue 14): pages of positioned boxes for the PDF writer, from print settings v2.
export * from './print/page';
export type { BarItem, ContentsEntry, CourtItem, ImageItem, PageItem, PageKind, PrintDirection, PrintLayout, PrintPage, RuleItem, TextItem, TextRole, VideoItem } from './print/items';
export { courtItemPrimitives, courtSlot, courtViewBox, printFonts, printedObjectSizeFactor } from './print/play-block';
export type { PrintFonts, PrintablePlay } from './print/play-block';
export { playPageUrl, printedVideoLinks } from './print/video-links';
export type { PrintedVideoLink, VideoLinkContext } from './print/video-links';
export {
  DEFAULT_PLAYBOOK_LABELS,
  DEFAULT_PRACTICE_PLAN_LABELS,
  DEFAULT_PRACTICE_PLAN_LABEL_TEXTS,
  fillLabel,
  practicePlanLabels,
  DEFAULT_ROTATION_LABEL_TEXTS,
  PRACTICE_DIAGRAM_WIDTH,
  substitutionLines,
  ROTATION_NAME_WIDTH,
  ROTATION_NUMBER_WIDTH,
  ROTATION_TOTAL_WIDTH,
  layoutPlay,
  layoutPlaybook,
  layoutPracticePlan,
  layoutRotation,
} from './print/layout';
export { CALL_CHAPTER_POINTS, CALL_DIAGRAM_INCHES, CALL_NAME_POINTS, layoutCallSheet } from './print/call-sheet';
export type { LayoutOptions, PlaybookLabels, PlaybookLayoutOptions, PracticePlanLabels, PracticePlanLabelTexts, PracticePlanLayoutOptions, RotationLabelTexts, RotationLayoutOptions, SubstitutionLine } from './print/layout';
