// The practice planner's address (spec §2 practice-planner), apart from the planner so that the
// dialogs and the plan's page linking to it do not load it.
export const practicePlannerPath = (practicePlanId: string): string => `/dashboard/practice-planner?practice_plan_id=${encodeURIComponent(practicePlanId)}`;
