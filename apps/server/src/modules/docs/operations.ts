/**
 * What each API operation does, in a line, for the OpenAPI document and its page (`/api/docs`).
 * Keyed by method and route as Fastify registers them. A route missing here fails the document's
 * test (test/openapi.test.ts), so a new route cannot go undocumented.
 */
export interface OperationText {
  /** The section of the reference it belongs to. */
  tag: string;
  summary: string;
  description?: string;
  /**
   * Answers the route's Zod schemas cannot state (a file, an HTML page, a redirect, a body the
   * route sends as it is), by status: they replace the generated ones (issue 43: the document
   * states what the server answers). A `4XX` here keeps the JSON error as well, which Fastify
   * answers before the route runs (a body too large, an unknown content type).
   */
  answers?: Record<string, DocumentedAnswer>;
}

/** One documented answer: its words, its body by media type (none: no body), its headers. */
export interface DocumentedAnswer {
  description: string;
  /** Media type → the JSON Schema of the body. */
  content?: Record<string, object>;
  headers?: Record<string, { type: 'string'; description: string }>;
}

const TEXT = { type: 'string' };

/** The two CSV downloads: a file, streamed, with its name. */
const CSV_FILE: Record<string, DocumentedAnswer> = {
  200: {
    description: 'The CSV file (UTF-8, a header line, CRLF line ends), sent as an attachment',
    content: { 'text/csv': TEXT },
    headers: {
      'content-disposition': { type: 'string', description: '`attachment; filename="…"`' },
    },
  },
};

/** A JSON Web Key Set (RFC 7517 §5): public RSA keys, as platforms read them. */
const JWK_SET = {
  type: 'object',
  required: ['keys'],
  properties: {
    keys: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kty'],
        properties: {
          kty: { type: 'string' },
          kid: { type: 'string' },
          alg: { type: 'string' },
          use: { type: 'string' },
          n: { type: 'string' },
          e: { type: 'string' },
        },
      },
    },
  },
};

/**
 * The refusal of a browser navigation (LTI, school sign-in): a page, since a person reads it (in
 * the platform's frame, say); the status tells a machine.
 */
const PROBLEM_PAGE: DocumentedAnswer = {
  description: 'A page (HTML) that says what went wrong',
  content: { 'text/html': TEXT },
};

const LTI_LOGIN_ANSWERS: Record<string, DocumentedAnswer> = {
  200: {
    description:
      'With `lti_storage_target`: a page (HTML) that keeps the state and nonce in the platform’s postMessage storage, then goes on to the platform',
    content: { 'text/html': TEXT },
  },
  302: {
    description: 'To the platform’s authorization endpoint, with the state and the nonce',
    headers: { location: { type: 'string', description: 'The platform’s authorization URL' } },
  },
  '4XX': PROBLEM_PAGE,
};

/** A browser navigation's redirect, with where it goes. */
function redirect(description: string): DocumentedAnswer {
  return { description, headers: { location: { type: 'string', description: 'Where it goes' } } };
}

/** An LTI browser route that answers a page, or a page that says what went wrong. */
function ltiPage(description: string): Record<string, DocumentedAnswer> {
  return { 200: { description, content: { 'text/html': TEXT } }, '4XX': PROBLEM_PAGE };
}

export const TAGS: { name: string; description: string }[] = [
  { name: 'Health and settings', description: 'Whether the server is up; what the build offers.' },
  {
    name: 'Accounts',
    description:
      'Registration by invitation, confirmation, sign-in, passwords, the signed-in member.',
  },
  { name: 'Invitations', description: 'Who may register (teachers and admins).' },
  { name: 'inTells', description: 'Statements, quotes and key points; search.' },
  {
    name: 'Interpretations',
    description: 'Readings of an inTell on its scales, and what the community read.',
  },
  { name: 'waveMakers', description: 'People and sources, and their rating plane.' },
  {
    name: 'Links',
    description: 'Roots and branches between inTells and waveMakers, and ratings of them.',
  },
  {
    name: 'Classes',
    description: 'Classes, their teachers, join codes and rosters (education build).',
  },
  { name: 'Activities', description: 'The classroom: ordered activities and their completion.' },
  { name: 'Profiles', description: 'Members’ public profiles.' },
  { name: 'Media', description: 'Uploaded images and PDFs; reading a web page’s title.' },
  { name: 'Reports', description: 'Suggestions and bug reports.' },
  { name: 'Notifications', description: 'What a member is told: feedback, new activities.' },
  { name: 'Live updates', description: 'A server-sent event stream of what changed.' },
  {
    name: 'Learning platforms',
    description:
      'LTI 1.3: launches from a course, Deep Linking, Dynamic Registration, the tool’s keys, and the platforms admins register.',
  },
];

export const OPERATIONS: Record<string, OperationText> = {
  'GET /api/health': {
    tag: 'Health and settings',
    summary: 'Whether the server, its database and Redis answer',
  },
  'GET /api/config': {
    tag: 'Health and settings',
    summary: 'The build’s switches (education build, registration) and its languages',
    description:
      '`defaultLanguage` is the installation’s language (`DEFAULT_LANGUAGE`), for a browser that asks for none of `languages`.',
  },
  'GET /api/setting': {
    tag: 'Health and settings',
    summary: 'The settings, such as the default waveMaker list',
  },
  'POST /api/setting': { tag: 'Health and settings', summary: 'Add a setting (not students)' },
  'POST /api/setting/:id': {
    tag: 'Health and settings',
    summary: 'Change a setting (not students)',
  },

  'POST /api/users': {
    tag: 'Accounts',
    summary: 'Register an invited e-mail address',
    description:
      'With `classCode`, a class’s join code: it counts as the invitation. The new account’s language is the one the `Accept-Language` header asks for among those offered (none: the installation’s default), until she chooses one.',
  },
  'GET /api/confirm/:id/:code': {
    tag: 'Accounts',
    summary: 'Confirm an e-mail address with the code mailed to it',
  },
  'POST /api/auth': { tag: 'Accounts', summary: 'Sign in; answers a token' },
  'POST /api/auth/ticket': {
    tag: 'Accounts',
    summary: 'Trade a school sign-in’s single-use ticket for a token',
  },
  'POST /api/auth/login-id': {
    tag: 'Accounts',
    summary: 'Whether the login form must ask for a password (the same answer for every ID)',
  },
  'GET /api/auth': {
    tag: 'Accounts',
    summary: 'The signed-in member',
    description: '`language` is her chosen language, null when she never chose one.',
  },
  'POST /api/users/me/language': {
    tag: 'Accounts',
    summary: 'Choose the signed-in member’s language (null clears the choice)',
    description:
      'Her mails and notifications are written in it; without a choice, in the installation’s `defaultLanguage`. Any other value answers 400 with the code `LANGUAGE_MESSAGES.UNSUPPORTED`.',
  },
  'POST /api/auth/logout': {
    tag: 'Accounts',
    summary: 'Log out: end this session on every server',
    description:
      'The token answers 401 from then on; the member’s other sessions go on. For a session that came from the school’s OpenID provider, `provider.logoutUrl` is where the browser goes to end the provider’s session too (null when the provider offers no logout: the school account is then still signed in at the provider).',
  },
  'GET /api/auth/oidc/start': {
    tag: 'Accounts',
    summary: 'Start signing in with the school’s OpenID provider (a redirect to it)',
    description:
      'A browser navigation, not a call: answers 302 to the provider (code flow with PKCE, state and nonce) and a cookie binding the sign-in to this browser. `next` is where the web app goes afterwards (a path of this site). 404 when no provider is configured.',
    answers: {
      302: redirect('To the OpenID provider, with a cookie binding the sign-in to this browser'),
      '4XX': PROBLEM_PAGE,
    },
  },
  'GET /api/auth/oidc/callback': {
    tag: 'Accounts',
    summary: 'Where the OpenID provider sends the browser back',
    description:
      'Answers 302 to the web app’s `/signin#ticket=…` (trade the ticket at `POST /api/auth/ticket`), or an HTML page that says why the sign-in failed.',
    answers: {
      302: redirect('To the web app’s `/signin#ticket=…`'),
      '4XX': PROBLEM_PAGE,
      503: PROBLEM_PAGE,
    },
  },
  'POST /api/users/password-reset': {
    tag: 'Accounts',
    summary: 'Mail a link to choose a new password',
  },
  'POST /api/users/password-change': {
    tag: 'Accounts',
    summary: 'Choose a new password with the mailed code',
  },

  'GET /api/invitations': { tag: 'Invitations', summary: 'The invitation list' },
  'POST /api/invitations': {
    tag: 'Invitations',
    summary: 'Invite e-mail addresses (and mail each new one the registration link)',
  },
  'DELETE /api/invitations/:email': { tag: 'Invitations', summary: 'Withdraw an invitation' },
  'POST /api/invitations/remove': { tag: 'Invitations', summary: 'Withdraw many invitations' },
  'POST /api/invitations/:email/mail': {
    tag: 'Invitations',
    summary: 'Send the invitation mail again (not in anonymous mode)',
  },

  'GET /api/ideas': {
    tag: 'inTells',
    summary: 'The latest inTells, or a search',
    description:
      'With `searchString`, the inTells whose words match as one types (every word, the last ' +
      'as a prefix), best first; without it, the newest.',
  },
  'POST /api/ideas': {
    tag: 'inTells',
    summary: 'Submit an inTell (not students)',
    description:
      'With `linkTo: { ideaId, as }` (`as`: `similar` or `synthesis`), the new inTell is linked ' +
      'to that one in the same transaction, as `POST /api/linkIdeaIdeas` with mode 27 or 25 ' +
      'would link them (the existing inTell the cause); when that inTell is not one the caller ' +
      'may read, the answer is 404 and nothing is posted.',
  },
  'GET /api/ideas/similar': {
    tag: 'inTells',
    summary: 'The three inTells most like a text being written, in the writer’s scope',
    description:
      'The words of `text` (up to 2,000 characters) in its language, stop words left out, each ' +
      'in any of its forms; an inTell sharing most of the rare ones ranks first (`score`, 0 … 1). ' +
      'Not every word need match. With `classId`, public inTells and that class’s only, as its ' +
      'members see them (404 for a class outside the caller’s).',
  },
  'GET /api/ideas/:id': {
    tag: 'inTells',
    summary: 'An inTell with its links, its aggregates and the reader’s own interpretation',
  },
  'POST /api/ideas/:id/quotes': { tag: 'inTells', summary: 'Quote a passage of an inTell' },
  'POST /api/ideas/:id/keyPoints': {
    tag: 'inTells',
    summary: 'Add a key point to a quote',
  },

  'POST /api/ideas/scale/:id': {
    tag: 'Interpretations',
    summary: 'Interpret an inTell (or change one’s interpretation)',
    description:
      '`role` says whose reading it is: a reader’s (the default, counted in the results), the ' +
      'author’s own (`author`: how she means it, the inTell’s author only) or a teacher’s key ' +
      '(`key`: teachers and admins). The last two are kept beside the results, never in them.',
  },
  'POST /api/ideas/:id/prediction': {
    tag: 'Interpretations',
    summary: 'Guess where the others will land on a scale, before seeing the results',
    description:
      '`{ scale, predicted, predictedAgreeShare? }`: one guess per scale, replaced until the ' +
      'member interprets the inTell; refused (409) once she has. Answers her guesses as ' +
      '`GET …/prediction` does.',
  },
  'GET /api/ideas/:id/prediction': {
    tag: 'Interpretations',
    summary: 'One’s guesses on an inTell, each beside the result once the results are shown',
    description:
      '`actual` is the others’ median, `gap` predicted − actual, `error` |gap| as a share of the ' +
      'scale; null until she has interpreted the inTell, and below 5 answers. `?activity=` ' +
      'counts the answers as that activity’s plot does.',
  },
  'GET /api/me/predictions': {
    tag: 'Interpretations',
    summary: 'One’s compared guesses, oldest first, and whether they come closer',
  },
  'GET /api/classes/:id/perception-gap': {
    tag: 'Classes',
    summary: 'Per inTell and scale, how far the students’ guesses fell (the class’s teachers)',
    description:
      'The mean error and signed gap of the guesses, the split of the answers against the ' +
      'guessed split, and whether the class expects more disagreement than there is. Nothing ' +
      'below 5 answers. `trend`: per inTell in the order the class guessed, the mean error of ' +
      'its guesses, and whether it shrinks (slope per inTell; none below 3 inTells).',
  },
  'GET /api/ideas/:id/understood': {
    tag: 'Interpretations',
    summary: 'Where readers read an inTell against how its author means it (the author only)',
    description:
      'Per scale: her own reading, the readers’ median, the gap and how many it rests on, with ' +
      'a sentence; nothing below 5 readers. The values compare her chosen values with the share ' +
      'of readers who saw each (`values`). On a revision (an inTell of hers she linked as ' +
      'similar to an earlier one of hers) each scale adds `earlier` and `change` (whether the ' +
      'gap closed, when both rest on 5 readers); on a revised inTell, `revision`.',
  },
  'GET /api/ideas/:id/key': {
    tag: 'Interpretations',
    summary: 'One’s own calibration key to an inTell (teachers and admins)',
    description:
      'Per compared scale her key (null where unanswered) and when she saved it; 404 when she ' +
      'has given none. Another teacher’s key is never answered.',
  },
  'GET /api/ideas/:id/key-distance': {
    tag: 'Interpretations',
    summary: 'How close one’s reading came to one’s teacher’s key, per scale',
  },
  'GET /api/classes/:id/agreement': {
    tag: 'Classes',
    summary: 'Krippendorff’s α per scale over the class’s readings (the class’s teachers)',
    description:
      'Interval metric, each inTell a unit, with a 95% band from 1,000 bootstrap draws of the ' +
      'inTells; null where no inTell has two readings.',
  },
  'GET /api/ideas/:id/scales': {
    tag: 'Interpretations',
    summary: 'The community’s interpretations, as plots and summary figures',
  },
  'GET /api/ideas/:id/scales.csv': {
    tag: 'Interpretations',
    summary: 'The interpretations as a CSV file (teachers and admins)',
    answers: CSV_FILE,
  },
  'GET /api/ideas/:id/notes': {
    tag: 'Interpretations',
    summary: 'The notes interpreters left on an inTell, a page at a time',
  },
  'GET /api/ideas/:id/notes/:userId': {
    tag: 'Interpretations',
    summary: 'One interpreter’s note on an inTell',
  },
  'GET /api/ideas/:id/viewpoints': {
    tag: 'Interpretations',
    summary: 'How the viewpoint groups read an inTell: each scale bridged, and what they differ on',
    description:
      'Its respondents in the scope of its class (or everyone, for a public inTell; `?classId=` ' +
      'for a class the caller is in) with their groups on that scope’s opinion map, worked out in ' +
      'the background (`computedAt`) and published in steps: they change only when three of its ' +
      'answers are new, or the class’s teacher releases them. `scales` is empty below 5 ' +
      'respondents or two groups of 3; no one is named.',
  },
  'GET /api/ideas/:id/cruxes': {
    tag: 'Interpretations',
    summary: 'The linked inTells a guiding question’s answer most depends on, by group',
    description:
      'At most three, strongest first, each with its reason: where the groups’ soundness and ' +
      'link support differ most, times how much the question rests on it (its tree up to three ' +
      'links away). `?classId=` as for viewpoints.',
  },

  'GET /api/agents': { tag: 'waveMakers', summary: 'The latest waveMakers, or a search' },
  'POST /api/agents': { tag: 'waveMakers', summary: 'Name a waveMaker (not students)' },
  'GET /api/agents/:id': { tag: 'waveMakers', summary: 'A waveMaker with its links and ratings' },
  'POST /api/agents/scale/:id': {
    tag: 'waveMakers',
    summary: 'Rate a waveMaker on the rating plane',
  },

  'POST /api/linkIdeaIdeas': {
    tag: 'Links',
    summary: 'Link two inTells, cause and effect, with one’s rating (not students)',
  },
  'GET /api/linkIdeaIdeas/:id': { tag: 'Links', summary: 'A link between two inTells' },
  'POST /api/linkIdeaIdeas/:id/scale': {
    tag: 'Links',
    summary: 'Rate a link between two inTells',
  },
  'DELETE /api/linkIdeaIdeas/:id/scale': {
    tag: 'Links',
    summary: 'Withdraw one’s rating of a link between two inTells',
  },
  'POST /api/linkIdeaAgents': {
    tag: 'Links',
    summary: 'Link an inTell and a waveMaker, with one’s rating (not students)',
  },
  'GET /api/linkIdeaAgents/:id': {
    tag: 'Links',
    summary: 'A link between an inTell and a waveMaker',
  },
  'DELETE /api/linkIdeaAgents/:id/scale': {
    tag: 'Links',
    summary: 'Withdraw one’s rating of a link between an inTell and a waveMaker',
  },
  'POST /api/linkAgentAgents': {
    tag: 'Links',
    summary: 'Link two waveMakers, with one’s rating (not students)',
  },
  'GET /api/linkAgentAgents/:id': { tag: 'Links', summary: 'A link between two waveMakers' },
  'DELETE /api/linkAgentAgents/:id/scale': {
    tag: 'Links',
    summary: 'Withdraw one’s rating of a link between two waveMakers',
  },

  'GET /api/classes': {
    tag: 'Classes',
    summary: 'The classes one teaches (admins: all), or is in (students, without codes)',
    description: '`?archived=true` lists archived classes too.',
  },
  'POST /api/classes': { tag: 'Classes', summary: 'Start a class and teach it (not students)' },
  'POST /api/classes/join': {
    tag: 'Classes',
    summary: 'Join a class with its code (students)',
    description: 'Wrong codes are counted per address and per student, like failed logins.',
  },
  'GET /api/classes/join/:code': {
    tag: 'Classes',
    summary: 'Which class a join code opens, and its teachers (anyone with the code)',
    description:
      'For the join page, before signing in. Wrong codes are counted per address, like failed logins.',
  },
  'GET /api/classes/:id': {
    tag: 'Classes',
    summary: 'A class; its join code for its teachers and admins only',
  },
  'POST /api/classes/:id': {
    tag: 'Classes',
    summary: 'Rename, archive, set pseudonyms, rotate the code, add or remove a co-teacher',
  },
  'GET /api/classes/:id/viewpoints': {
    tag: 'Classes',
    summary:
      'The class’s opinion map, what it agrees and splits on, its questions’ cruxes (teachers and admins)',
    description:
      'A map needs 6 students who have each interpreted 5 of the class’s inTells: a smaller ' +
      'class can be read together with other classes (`?with=`, a year group) as one map of all ' +
      'their students, for a teacher of every one of them (403 otherwise) or an admin. The first ' +
      'read of a combination asks for its map, worked out in the background within seconds ' +
      '(`computedAt` null until then); its figures are never shown to students.',
  },
  'POST /api/classes/:id/viewpoints/release': {
    tag: 'Classes',
    summary: 'Show the class’s viewpoint figures as they stand (teachers and admins)',
    description:
      'Students read viewpoint figures as last published: a recompute publishes an inTell’s ' +
      'only when three of its answers are new. This publishes all of them at the next recompute ' +
      '(within seconds), however few answers are new.',
  },
  'GET /api/classes/:id/roster': {
    tag: 'Classes',
    summary: 'The students with their progress, and who is invited still (teachers and admins)',
  },
  'POST /api/classes/:id/roster': {
    tag: 'Classes',
    summary: 'Add pasted e-mail addresses, or make managed accounts',
    description:
      '`{ emails }` as pasted: students join, new addresses are invited and mailed the ' +
      'registration link. `{ managed: n }`: n accounts with login IDs and passwords, shown once; ' +
      'with `names` (one for each account, in order) each account takes its name, else a ' +
      'made-up one the teacher can change.',
  },
  'DELETE /api/classes/:id/roster/:userId': {
    tag: 'Classes',
    summary: 'Take a student out of the class (what he or she made stays)',
  },
  'POST /api/classes/:id/roster/:userId/password': {
    tag: 'Classes',
    summary: 'A managed student’s new password, shown once; the old sessions end',
  },
  'GET /api/classes/:id/groups': {
    tag: 'Classes',
    summary: 'The class’s small groups, each with its students (teachers and admins)',
    description:
      'When a class has groups, an activity’s plot read by a student (`?activity=`) counts only ' +
      'her own group’s answers (the students in none: each other’s) and a new inTell’s follow-ups ' +
      'go to the writer’s groupmates; the inTells and links students make are still read by the ' +
      'whole class. Its teachers see all.',
  },
  'POST /api/classes/:id/groups': {
    tag: 'Classes',
    summary: 'Make an empty group (a name, unique in the class); answers the groups',
  },
  'POST /api/classes/:id/groups/split': {
    tag: 'Classes',
    summary: 'Split the class into `count` groups, made again, students dealt in at random',
    description:
      'The class’s groups are replaced by `Group 1` … `Group n`; every student of the roster is ' +
      'put in one of them, their sizes differing by one at most.',
  },
  'POST /api/classes/:id/groups/:groupId': {
    tag: 'Classes',
    summary: 'Rename a group; answers the groups',
  },
  'DELETE /api/classes/:id/groups/:groupId': {
    tag: 'Classes',
    summary: 'Delete a group; its students are in none; answers the groups',
  },
  'POST /api/classes/:id/roster/:userId/group': {
    tag: 'Classes',
    summary: 'Put a student in a group of the class (`groupId`), or in none (`null`)',
  },
  'POST /api/classes/:id/roster/:userId/name': {
    tag: 'Classes',
    summary: 'Rename a student of the class (teachers and admins)',
    description:
      'The account’s name: her teachers read it, and classmates where the class has no ' +
      'pseudonyms. Her pseudonym stays as it was.',
  },
  'POST /api/classes/:id/lti/roster-sync': {
    tag: 'Classes',
    summary: 'Fill the roster from the linked course of a learning platform (teachers and admins)',
    description:
      'Names and Role Provisioning: the course’s active learners join as students (found by ' +
      'their platform id, else a student account with their e-mail, else a new account); its ' +
      'instructors with teacher accounts here become co-teachers. Nobody is removed. Answers ' +
      'counts; 409 when the class is not linked to a course or the course offers no roster, ' +
      '502 when the platform fails.',
  },

  'GET /api/activity': {
    tag: 'Activities',
    summary: 'The activities in order',
    description:
      'Teachers and admins get every activity with who completed it; students get the enabled ' +
      'ones, each saying whether they completed it.',
  },
  'POST /api/activity': { tag: 'Activities', summary: 'Add an activity (not students)' },
  'POST /api/activity/:id': {
    tag: 'Activities',
    summary: 'Change an activity, or record a student’s completion of it',
    description:
      'Teachers and admins put an activity live, move it or add activities; a student records ' +
      'his or her own completion with what the activity asks for, in one transaction.',
  },
  'DELETE /api/activity/:id': { tag: 'Activities', summary: 'Delete an activity (not students)' },
  'PUT /api/activity/:id': {
    tag: 'Activities',
    summary: 'Edit an activity’s fields (teachers and admins)',
    description:
      'The fields as a whole, as `POST /api/activity` takes them, without `classId`. Once a ' +
      'student has completed it only the instructions may change (409 otherwise).',
  },
  'POST /api/activity/:id/duplicate': {
    tag: 'Activities',
    summary: 'Copy an activity, not live, last in this or another class one teaches',
    description: '`{ classId }`; absent, the activity’s own class. Follow-ups are not copied.',
  },
  'POST /api/classes/:id/activities/live': {
    tag: 'Activities',
    summary: 'Put several of a class’s activities live, or off, all or none',
  },
  'POST /api/classes/:id/activities/copy': {
    tag: 'Activities',
    summary: 'Copy a class’s activities in order, not live, after those of another class',
    description: '`{ toClassId }`; follow-ups stay behind. Answers the copies.',
  },
  'GET /api/activity/:id/answers': {
    tag: 'Activities',
    summary: 'The class’s answers to an activity (teachers and admins)',
    description:
      'Each student who completed it, with her whole interpretation and the feedback on it.',
  },
  'POST /api/activity/:id/feedback': {
    tag: 'Activities',
    summary: 'Give a student feedback and a grade on a completion (the class’s teachers)',
    description:
      '`{ studentId, comment, grade, released }`: the latest counts; a draft (`released` ' +
      'false) is the teachers’ alone. The student sees a released one on `GET /api/activity`.',
  },
  'POST /api/classes/:id/release': {
    tag: 'Activities',
    summary: 'Release every drafted feedback of a class, or of one of its activities',
    description: '`{ activityId }` optional. Answers how many were released.',
  },
  'GET /api/classes/:id/answers.csv': {
    tag: 'Activities',
    summary: 'A class’s answers and feedback as CSV (the class’s teachers)',
    description:
      'One line per student and activity, one column per answer (a guiding question’s position ' +
      'and how sure, a support/oppose answer in words and its confidence, the inTell added, the ' +
      'interpretation, the feedback, the student’s overall grade), and a last line with the ' +
      'class’s overall grade. Dates are local to `timeZone` (an IANA name, UTC when absent) as ' +
      '`YYYY-MM-DD HH:mm`. A cell that a spreadsheet would run as a formula is quoted behind an ' +
      'apostrophe.',
    answers: CSV_FILE,
  },
  'GET /api/classes/:id/grades': {
    tag: 'Activities',
    summary: 'Each student’s overall grade and the class’s (the class’s teachers)',
    description:
      'A student’s overall grade is the mean of the grades on her completions in the class, ' +
      'drafts included, with how many are graded; the class’s is the mean of its graded ' +
      'students’ overall grades. Grades to one decimal.',
  },

  'GET /api/notifications': {
    tag: 'Notifications',
    summary: 'One’s newest notifications and how many are unread',
  },
  'POST /api/notifications/read': {
    tag: 'Notifications',
    summary: 'Mark one’s notifications read: `{ ids }`, or all without ids',
  },
  'POST /api/notifications/settings': {
    tag: 'Notifications',
    summary: 'Whether one is mailed when feedback is released: `{ feedbackMails }`',
  },

  'GET /api/profile': { tag: 'Profiles', summary: 'The members’ profiles' },
  'POST /api/profile': { tag: 'Profiles', summary: 'Write one’s own profile' },
  'GET /api/profile/user/:id': { tag: 'Profiles', summary: 'A member’s profile' },

  'POST /api/uploads': {
    tag: 'Media',
    summary: 'Upload an image or a PDF (multipart form data)',
  },
  'GET /api/scrape': {
    tag: 'Media',
    summary: 'The title, description and image of a web page',
  },

  'POST /api/report': { tag: 'Reports', summary: 'Send a suggestion or a bug report' },
  'GET /api/report': { tag: 'Reports', summary: 'The reports, newest first (admins)' },

  'GET /api/lti/login': {
    tag: 'Learning platforms',
    summary: 'LTI login initiation: a redirect to the platform’s authorization endpoint',
    description:
      'A browser navigation from the platform (also by POST): `iss`, `login_hint`, `target_link_uri`, optionally `client_id`, `lti_deployment_id`, `lti_message_hint`, `lti_storage_target`. Answers 302 to the platform with a single-use state and a nonce kept on the server (no cookie), or, with `lti_storage_target`, a page that first keeps them in the platform’s postMessage storage. An unknown platform gets an HTML page that says so.',
    answers: LTI_LOGIN_ANSWERS,
  },
  'POST /api/lti/login': {
    tag: 'Learning platforms',
    summary: 'LTI login initiation (form post)',
    answers: LTI_LOGIN_ANSWERS,
  },
  'POST /api/lti/launch': {
    tag: 'Learning platforms',
    summary: 'The LTI launch: the platform’s signed id_token, checked, then the web app',
    description:
      'Form post of `id_token` and `state`. Every check of the 1EdTech specifications (key by `kid`, RS256, issuer, audience, expiry, nonce, deployment, message type, version, roles, resource link or Deep Linking settings, sub) refuses with an HTML page (400, 401, 403). A resource link lands in the course’s class (302 to `/signin#ticket=…`); a Deep Linking request answers the page listing the teacher’s classes.',
    answers: {
      ...ltiPage('The page listing the teacher’s classes (a Deep Linking request)'),
      302: redirect('Into the course’s class: `/signin#ticket=…`'),
    },
  },
  'POST /api/lti/deep-link': {
    tag: 'Learning platforms',
    summary: 'A teacher’s Deep Linking choice, answered to the platform with a signed JWT',
    answers: ltiPage('A page that posts the signed answer back to the platform'),
  },
  'GET /api/lti/register': {
    tag: 'Learning platforms',
    summary: 'LTI Dynamic Registration, opened by the platform with an admin’s single-use link',
    description:
      '`token` (the link’s), `openid_configuration` and `registration_token` (the platform’s). Reads the platform’s configuration, registers the tool with it and stores the platform; answers a page that asks the platform to close it.',
    answers: ltiPage('A page that asks the platform to close it'),
  },
  'POST /api/lti/register': {
    tag: 'Learning platforms',
    summary: 'LTI Dynamic Registration (form post)',
    answers: ltiPage('A page that asks the platform to close it'),
  },
  'GET /api/lti/jwks': {
    tag: 'Learning platforms',
    summary: 'The tool’s public keys (JWKS): the signing key and those retired this week',
    answers: {
      200: {
        description: 'The JSON Web Key Set (RFC 7517): public halves only, newest first',
        content: { 'application/json': JWK_SET },
      },
    },
  },
  'GET /api/lti/page.js': {
    tag: 'Learning platforms',
    summary: 'The script of the LTI pages (platform storage, Deep Linking answer)',
    answers: { 200: { description: 'The script', content: { 'text/javascript': TEXT } } },
  },
  'GET /api/lti/platforms': {
    tag: 'Learning platforms',
    summary: 'The registered platforms (admins)',
  },
  'POST /api/lti/platforms': {
    tag: 'Learning platforms',
    summary: 'Register a platform by hand (admins)',
  },
  'DELETE /api/lti/platforms/:id': {
    tag: 'Learning platforms',
    summary: 'Remove a platform; its courses’ classes stay (admins)',
  },
  'POST /api/lti/registrations': {
    tag: 'Learning platforms',
    summary: 'A single-use Dynamic Registration link, valid 24 hours (admins)',
  },
  'POST /api/lti/keys/rotate': {
    tag: 'Learning platforms',
    summary: 'Make a new signing key now; the old one stays published a week (admins)',
  },
  'GET /api/lti/tool': {
    tag: 'Learning platforms',
    summary: 'The tool’s addresses for registering it by hand (admins)',
  },

  'GET /api/events': {
    tag: 'Live updates',
    summary: 'A server-sent event stream of what changed',
    description:
      'Each event names a kind (`idea`, `agent`, `link`, `activity`, `class`, `notification`) ' +
      'and an id, never private data (a `notification` names the member told, and only her ' +
      'streams are sent it); a comment line every few seconds keeps proxies from closing the stream. One ' +
      'server holds at most 10 streams per member and 1,000 per client address (times ' +
      '`RATE_LIMIT_SCALE`); past that it answers 429 with `Retry-After`.',
    answers: {
      200: {
        description: 'The event stream (never ends on its own)',
        content: { 'text/event-stream': TEXT },
      },
    },
  },
};
