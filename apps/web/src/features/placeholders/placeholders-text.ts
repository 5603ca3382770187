/**
 * Headings of the screens that later issues build (spec accounts §2 route table). Each screen is a
 * guarded stand-in until then, so the route table and its guards can be used and tested now.
 */
export const PLACEHOLDER_TEXT = {
  comingSoon: 'This screen is on its way.',
  createIdea: 'Submit an inTell',
  activityStudents: 'Activities',
  activityEdit: 'Edit activities',
} as const;
