import { z } from 'zod';

/**
 * The learning platform's services as the tool uses them (DESIGN.md §13): Names and Role
 * Provisioning fills a class's roster from its course, Assignment and Grade Services sends
 * completions and released grades to the course's gradebook.
 */

export const LTI_SERVICE_MESSAGES = {
  NOT_LINKED:
    'This class is not linked to a course of a learning platform: open it once from the course, then sync.',
  NO_ROSTER_SERVICE:
    'The course did not offer its roster to this tool: ask the platform’s administrator to allow Names and Role Provisioning for it.',
  PLATFORM_UNAVAILABLE:
    'The learning platform did not answer as expected. Please try again in a few minutes.',
  PLATFORM_REFUSED:
    'The learning platform refused to give this tool the course roster. Ask its administrator to check the tool’s registration.',
} as const;

/**
 * `POST /api/classes/{id}/lti/roster-sync`: what a sync did, in people.
 * - `added`: the course's active learners who joined the class now;
 * - `alreadyThere`: active learners already on the class's roster;
 * - `teachers`: the course's instructors who became co-teachers now;
 * - `notAdded`: members who could not be added (a learner whose account here is a teacher's, an
 *   instructor without a teacher account here);
 * - `notRemoved`: students of the class who are not (or no longer) active learners of the course:
 *   a sync never removes anyone; the teacher does, from the roster.
 */
export const RosterSyncResult = z.object({
  added: z.number().int(),
  alreadyThere: z.number().int(),
  teachers: z.number().int(),
  notAdded: z.number().int(),
  notRemoved: z.number().int(),
});
export type RosterSyncResult = z.infer<typeof RosterSyncResult>;

/** A class's link to a course, as its teachers see it on the class (`ClassDto.lti`). */
export const ClassLtiLink = z.object({ platformName: z.string() });
export type ClassLtiLink = z.infer<typeof ClassLtiLink>;
