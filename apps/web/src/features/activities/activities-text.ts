/**
 * Headings of the activity screens, which later issues build (spec accounts §2 route table). Each
 * screen is a guarded stand-in until then, so the route table and its guards can be used and
 * tested now.
 */
export const ACTIVITIES_TEXT = {
  comingSoon: 'This screen is on its way.',
  activityStudents: 'Activities',
  activityEdit: 'Edit activities',
} as const;
