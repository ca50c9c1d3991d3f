// The addresses of a player's study screens (issue 35).

/** A play's study screen, within the assignment it is studied for. */
export const studyPlayPath = (assignmentId: string, playId: string) => `/dashboard/study/play/${encodeURIComponent(playId)}?assignment=${encodeURIComponent(assignmentId)}`;

/** An assignment's quiz: on all its plays, or on one. */
export const studyQuizPath = (assignmentId: string, playId?: string) =>
  `/dashboard/study/quiz?assignment=${encodeURIComponent(assignmentId)}${playId ? `&play=${encodeURIComponent(playId)}` : ''}`;

export const STUDY_HOME_PATH = '/dashboard/study';
