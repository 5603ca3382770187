import type { FastifyBaseLogger } from 'fastify';
import {
  CreateActivityBody,
  CreateAgentBody,
  CreateIdeaBody,
  CreateLinkAgentAgentBody,
  CreateLinkIdeaAgentBody,
  CreateLinkIdeaIdeaBody,
  CreateQuoteBody,
  normalizeWebUrl,
  type AgentRef,
  type CreateActivityPayload,
  type CreateIdeaPayload,
} from '@thoughtful/shared';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { UserRow } from '../db/schema';
import { newId } from '../lib/ids';
import { createServicesFor, type Services } from '../services';
import { quietLog } from './quiet-log';
import { findAgentByUrl } from '../modules/agents/agents.repository';
import { hashPassword } from '../modules/auth/passwords';
import { findUserByEmail, insertUser } from '../modules/users';
import { findIdeaById, findIdeaIdByHeadline } from '../modules/ideas/ideas.repository';
import {
  addClassStudent,
  classIdsTaughtBy,
  findClassSummaries,
  startClassTaughtBy,
} from '../modules/classes';
import { mediaPath } from '../modules/media/media-keys';

/**
 * `seed:demo`: a small, realistic data set to explore the product. Idempotent: each item is looked
 * up first (users by e-mail, classes by name among their teacher's, waveMakers by URL, inTells by
 * author and headline, the PDF by its key, a class's activities by its guiding question), so a
 * second run adds nothing and reports what exists.
 */

export const DEMO_TEACHER_PASSWORD = 'thoughtful-demo';
export const DEMO_STUDENT_PASSWORD = 'student-demo';

interface DemoUser {
  email: string;
  name: string;
  role: 'admin' | 'teacher' | 'student';
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'teacher@example.org', name: 'Maya Rivera', role: 'admin' },
  { email: 'tom@example.org', name: 'Tom Becker', role: 'teacher' },
  { email: 'ana@example.org', name: 'Ana Lopez', role: 'student' },
  { email: 'ben@example.org', name: 'Ben Carter', role: 'student' },
  { email: 'cleo@example.org', name: 'Cleo Diaz', role: 'student' },
];

/**
 * Two classes (DESIGN.md §10), each with its teacher and students; Ben is in both, so his
 * Activities screen groups them. The lesson is Maya's class's; Tom's class asks the same question,
 * and each class's plot counts its own students.
 */
export const DEMO_CLASSES = [
  {
    key: 'civics',
    name: 'Year 10 Civics',
    teacher: 'teacher@example.org',
    students: ['ana@example.org', 'ben@example.org'],
  },
  {
    key: 'science',
    name: 'Year 10 Science',
    teacher: 'tom@example.org',
    students: ['ben@example.org', 'cleo@example.org'],
  },
] as const;
type ClassKey = (typeof DEMO_CLASSES)[number]['key'];

const DEMO_AGENTS = [
  { key: 'ipcc', name: 'IPCC', url: 'https://www.ipcc.ch' },
  { key: 'who', name: 'World Health Organization', url: 'https://www.who.int' },
  { key: 'owid', name: 'Our World in Data', url: 'https://ourworldindata.org' },
  { key: 'sagan', name: 'Carl Sagan', url: 'https://en.wikipedia.org/wiki/Carl_Sagan' },
  { key: 'greta', name: 'Greta Thunberg', url: 'https://en.wikipedia.org/wiki/Greta_Thunberg' },
] as const;
type AgentKey = (typeof DEMO_AGENTS)[number]['key'];

/** A media key in the uploads store's format: 22 characters and the type's extension. */
export const DEMO_PDF_KEY = 'demo-energy-audit-2024.pdf';

interface DemoIdea {
  author: string;
  body: (agents: Record<AgentKey, AgentRef>) => CreateIdeaPayload;
}

const DEMO_IDEAS: readonly DemoIdea[] = [
  {
    author: 'teacher@example.org',
    body: (a) => ({
      goodIntentLevel: 2,
      myPoint: 'Cities should plant more street trees',
      myContent:
        'Street trees cool neighbourhoods by several degrees during heat waves, clean the air and ' +
        'make the walk to school safer and more pleasant.',
      frameContext: 'How cities adapt to hotter summers.',
      myConcern: 'Children and older neighbours suffer most in the heat.',
      criticConcern: 'Council budgets are tight and money spent on trees is not spent elsewhere.',
      criticContent: 'Trees need years of watering and care, and roots damage pavements.',
      errorCorrection: 'If the upkeep cost more than the health care the shade saves.',
      frameResolution: 'Planting trees now is cheap insurance against hotter summers.',
      proxyLevel: 0.3,
      proxySources: [a.ipcc],
      players: [a.who],
      atCore: false,
      image: '',
      url: '',
      isPdf: false,
      isVideo: false,
    }),
  },
  {
    author: 'tom@example.org',
    body: () => ({
      goodIntentLevel: 1,
      myPoint: 'Homework should be optional',
      myContent:
        'Students learn more when they choose practice that fits them; compulsory homework mostly ' +
        'measures who has a quiet place to work at home.',
      agents: [],
    }),
  },
  {
    author: 'teacher@example.org',
    body: (a) => ({
      goodIntentLevel: 0,
      myPoint: 'CO2 emissions by country, 1750 to today',
      url: 'https://ourworldindata.org/co2-emissions',
      image: '',
      isVideo: false,
      agents: [a.owid],
    }),
  },
  {
    author: 'tom@example.org',
    body: () => ({
      goodIntentLevel: 1,
      myPoint: 'Our school energy audit',
      isPdf: true,
      image: mediaPath(DEMO_PDF_KEY),
      agents: [],
    }),
  },
  {
    author: 'teacher@example.org',
    body: (a) => ({
      goodIntentLevel: 0,
      myPoint: 'Science is a way of thinking',
      text: 'Science is more than a body of knowledge. It is a way of thinking.',
      url: 'https://en.wikipedia.org/wiki/Carl_Sagan',
      agents: [a.sagan],
    }),
  },
  {
    author: 'tom@example.org',
    body: (a) => ({
      goodIntentLevel: 1,
      myPoint: 'School strikes got adults to listen',
      myContent:
        'Whatever one thinks of skipping lessons, the climate strikes put young people in the news ' +
        'and in front of parliaments.',
      agents: [a.greta],
    }),
  },
];

/**
 * A ready lesson (content §2 'Activity screens'): a guiding question, a reading and a claim to
 * interconnect, posted by the teachers, and the activities that use them. Their headlines are
 * looked up like the other inTells'.
 */
const LESSON_IDEAS: readonly DemoIdea[] = [
  {
    author: 'teacher@example.org',
    body: () => ({
      goodIntentLevel: 1,
      myPoint: 'Our school day should start at 9 a.m.',
      myContent:
        'Today the first lesson starts at 8 a.m. Should it move to 9 a.m., with the day ending an ' +
        'hour later?',
      agents: [],
    }),
  },
  {
    author: 'teacher@example.org',
    body: (a) => ({
      goodIntentLevel: 0,
      myPoint: 'Teenage body clocks run about two hours late',
      myContent:
        'In puberty the evening rise of melatonin comes later, so most teenagers cannot fall ' +
        'asleep before 11 p.m. and are at their least alert early in the morning.',
      agents: [a.who],
    }),
  },
  {
    author: 'tom@example.org',
    body: () => ({
      goodIntentLevel: 1,
      myPoint: 'Later buses would clash with sports practice',
      myContent:
        'The district shares its buses with the primary schools, and after-school sports would ' +
        'end after dark in winter.',
      agents: [],
    }),
  },
];

const LESSON_QUESTION = 'Our school day should start at 9 a.m.';
/** How long ago the demo accounts joined. */
export const DEMO_ACCOUNT_AGE_MS = 3 * 24 * 60 * 60 * 1_000;

const LESSON_READING = 'Teenage body clocks run about two hours late';

/** The second class's short sequence on the lesson's question, both live. */
function scienceActivities(idea: (headline: string) => string) {
  return [
    {
      label: 'info message',
      live: true,
      body: {
        selection: 100,
        inTellExisting: idea(LESSON_READING),
        instructions1: 'What does the biology say? Read this, then press Continue.',
      },
    },
    {
      label: 'guiding question',
      live: true,
      body: {
        selection: 101,
        communityTopic: idea(LESSON_QUESTION),
        instructions101: 'Now that you know the biology: do you agree?',
      },
    },
  ] satisfies { label: string; live: boolean; body: CreateActivityPayload }[];
}
const LESSON_CLAIM = 'Later buses would clash with sports practice';

/** The lesson's activities, in order; all live but the last, a draft for the teacher to finish. */
function lessonActivities(
  idea: (headline: string) => string,
  quoteId: string | null,
): { label: string; live: boolean; body: CreateActivityPayload }[] {
  const question = idea(LESSON_QUESTION);
  return [
    {
      label: 'info message',
      live: true,
      body: {
        selection: 100,
        inTellExisting: idea(LESSON_READING),
        instructions1: 'Read this inTell before our discussion, then press Continue.',
      },
    },
    {
      label: 'guiding question',
      live: true,
      body: {
        selection: 101,
        communityTopic: question,
        instructions101: 'Do you agree? Say how sure you are, and why if you like.',
      },
    },
    {
      label: 'interpret an inTell',
      live: true,
      body: {
        selection: 102,
        inTellExisting: idea(LESSON_READING),
        communityTopic: question,
        instructions102:
          'Put the author’s point in your own words, interpret it, then say how it bears on our question.',
        interpretConfirmDeeperUnderstanding: true,
        interpretEvaluateValues: true,
        interpretPauseEmotionFlow: true,
        intentPromptOption: 1,
      },
    },
    {
      label: 'add a new inTell',
      live: true,
      body: {
        selection: 1,
        communityTopic: question,
        instructions1: 'What do you think? Share one reason of your own.',
        instructions102: 'Interpret a classmate’s reason.',
        newInTellSelfEvaluate: true,
        afterOptionInterpretNewInTell: true,
        afterOptionInterconnectNewInTell: true,
        afterOptionAddNewIntellAfter: true,
      },
    },
    {
      label: 'interconnect',
      live: true,
      body: {
        selection: 201,
        inTellExisting: idea(LESSON_CLAIM),
        communityTopic: question,
        instructions201: 'Does this support or damage our question?',
      },
    },
    ...(quoteId === null
      ? []
      : [
          {
            label: 'key point (draft)',
            live: false,
            body: {
              selection: 13,
              inTellExisting: quoteId,
              instructions1: 'Sum up the quote in your own words.',
            },
          },
        ]),
  ];
}

/** A small tree to look at: links are made by the first teacher and are idempotent per member. */
const DEMO_IDEA_LINKS = [
  // The data supports the call for trees (20: support, the first is the cause).
  {
    cause: 'CO2 emissions by country, 1750 to today',
    effect: 'Cities should plant more street trees',
    mode: 20,
  },
  // Two looks at energy use (26: similar).
  { cause: 'Our school energy audit', effect: 'CO2 emissions by country, 1750 to today', mode: 26 },
] as const;

const DEMO_IDEA_AGENT_LINKS = [
  // 30: the inTell supports (strengthens) the waveMaker.
  { idea: 'Cities should plant more street trees', agent: 'ipcc', mode: 30 },
  { idea: 'School strikes got adults to listen', agent: 'greta', mode: 30 },
  { idea: 'Science is a way of thinking', agent: 'sagan', mode: 30 },
] as const satisfies readonly { idea: string; agent: AgentKey; mode: number }[];

const DEMO_AGENT_LINKS = [
  // 50: friends; 54: similar.
  { agent1: 'ipcc', agent2: 'who', mode: 50 },
  { agent1: 'greta', agent2: 'ipcc', mode: 50 },
  { agent1: 'owid', agent2: 'ipcc', mode: 54 },
] as const satisfies readonly { agent1: AgentKey; agent2: AgentKey; mode: number }[];

/** A quote of the framed inTell with a key point of it, taken by the second teacher. */
const DEMO_QUOTE = {
  source: 'Cities should plant more street trees',
  text: 'Street trees cool neighbourhoods by several degrees during heat waves',
  keyPoint: 'Trees cool streets in heat waves',
  by: 'tom@example.org',
} as const;

const DEMO_PROFILES: Record<string, { aka: string; bio: string }> = {
  'teacher@example.org': {
    aka: 'Ms Rivera',
    bio: 'Civics and science teacher. I run the Thoughtful activities for year 10.',
  },
  'tom@example.org': {
    aka: 'Mr B',
    bio: 'Maths teacher, sceptical by trade: show me the data.',
  },
};

export class SeedRefusedError extends Error {}

/** A one-page PDF with a title and a few lines: valid (its cross-reference table is exact). */
export function tinyPdf(title: string, lines: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    `BT /F1 20 Tf 72 720 Td (${escape(title)}) Tj ET`,
    ...lines.map((line, i) => `BT /F1 12 Tf 72 ${690 - i * 18} Td (${escape(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ' +
      '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export interface SeedDemoOptions {
  /** Seed even though the database holds accounts other than the demo ones. */
  force?: boolean;
  /** Where the services log (the mailer's outbox notes); quiet by default. */
  log?: FastifyBaseLogger;
  /** The caller's services (the command line's, which it closes); otherwise built here. */
  services?: Services;
}

/** Seeds the demo data set; answers the report lines (what was created, what existed). */
export async function seedDemo(
  database: DatabaseHandle,
  config: AppConfig,
  options: SeedDemoOptions = {},
): Promise<string[]> {
  const { db } = database;
  const report: string[] = [];
  const demoEmails = new Set(DEMO_USERS.map((u) => u.email));

  // The demo admin has a published password: never add it quietly to a real installation.
  const others = await db
    .selectFrom('users')
    .select('email')
    .where('email', 'not in', [...demoEmails])
    .limit(1)
    .execute();
  if (others.length > 0 && !options.force) {
    throw new SeedRefusedError(
      'This database already has real accounts, and the demo adds an admin with a published ' +
        'password. Seed a fresh database (DATABASE_URL / DATA_DIR), or add --force.',
    );
  }

  const users = new Map<string, UserRow>();
  for (const demo of DEMO_USERS) {
    let user = await findUserByEmail(db, demo.email);
    if (user) {
      report.push(`exists   user ${demo.email} (${demo.role})`);
    } else {
      // Established accounts (joined days ago): a new one is sent from the home screen to
      // /about for its first 600 seconds (content §2), which would hide the demo's first look.
      const joined = new Date(Date.now() - DEMO_ACCOUNT_AGE_MS).toISOString();
      const isStudent = demo.role === 'student' && config.flags.education;
      await insertUser(db, {
        id: newId(),
        name: demo.name,
        email: demo.email,
        password_hash: await hashPassword(
          demo.role === 'student' ? DEMO_STUDENT_PASSWORD : DEMO_TEACHER_PASSWORD,
        ),
        is_student: isStudent ? 1 : 0,
        is_admin: demo.role === 'admin' ? 1 : 0,
        confirmed: 1,
        created_at: joined,
        updated_at: joined,
      });
      user = await findUserByEmail(db, demo.email);
      report.push(`created  user ${demo.email} (${demo.role})`);
    }
    if (!user) throw new Error(`demo user ${demo.email} could not be read back`);
    users.set(demo.email, user);
  }
  const teacher = users.get('teacher@example.org')!;

  // The classes, found by name among their teacher's (a second run makes none).
  const classIds = {} as Record<ClassKey, string>;
  for (const demo of DEMO_CLASSES) {
    const classTeacher = users.get(demo.teacher)!;
    const taught = await findClassSummaries(db, await classIdsTaughtBy(db, classTeacher.id));
    const found = taught.find((c) => c.name === demo.name);
    const students = demo.students.map((email) => users.get(email)!).filter((u) => u.is_student);
    if (found) {
      classIds[demo.key] = found.id;
      report.push(`exists   class '${demo.name}'`);
      continue;
    }
    const now = new Date().toISOString();
    classIds[demo.key] = await db.transaction().execute(async (trx) => {
      const id = await startClassTaughtBy(trx, classTeacher.id, demo.name, now);
      for (const student of students) await addClassStudent(trx, id, student.id, now);
      return id;
    });
    report.push(
      `created  class '${demo.name}' taught by ${demo.teacher}` +
        (students.length > 0 ? `, with ${students.map((u) => u.email).join(', ')}` : ''),
    );
  }

  const services =
    options.services ?? createServicesFor(database, config, options.log ?? quietLog());
  const agentsService = services.agents;
  const agents = {} as Record<AgentKey, AgentRef>;
  for (const demo of DEMO_AGENTS) {
    const existing = await findAgentByUrl(db, normalizeWebUrl(demo.url) ?? demo.url);
    if (existing) {
      agents[demo.key] = { _id: existing.id, name: existing.name };
      report.push(`exists   waveMaker ${demo.name}`);
    } else {
      const created = await agentsService.create(
        teacher,
        CreateAgentBody.parse({ name: demo.name, url: demo.url }),
      );
      agents[demo.key] = { _id: created, name: demo.name };
      report.push(`created  waveMaker ${demo.name}`);
    }
  }

  const { storage } = services;
  const stored = await storage.get(DEMO_PDF_KEY);
  if (stored) {
    stored.stream.destroy();
    report.push(`exists   file ${mediaPath(DEMO_PDF_KEY)}`);
  } else {
    const pdf = tinyPdf('Our school energy audit', [
      'Lighting: 38% of electricity; LED refit pays back in 3 years.',
      'Heating: boilers run on weekends; a timer would save 12%.',
      'Computers: 140 machines left on overnight.',
    ]);
    await storage.put(DEMO_PDF_KEY, pdf, 'application/pdf');
    const where =
      config.media.kind === 'disk'
        ? config.media.dir
        : config.media.kind === 'database'
          ? 'the database'
          : `the bucket ${config.media.s3.bucket}`;
    report.push(`created  file ${mediaPath(DEMO_PDF_KEY)} (in ${where})`);
  }

  const ideasService = services.ideas;
  const ideaIds = new Map<string, string>();
  for (const demo of [...DEMO_IDEAS, ...LESSON_IDEAS]) {
    const author = users.get(demo.author)!;
    const body = CreateIdeaBody.parse(demo.body(agents));
    const headline = body.myPoint ?? '';
    const existing = await findIdeaIdByHeadline(db, author.id, headline);
    if (existing) {
      ideaIds.set(headline, existing);
      report.push(`exists   inTell "${headline}"`);
    } else {
      ideaIds.set(headline, await ideasService.create(author, body));
      report.push(`created  inTell "${headline}"`);
    }
  }

  // Links: creating one again only sets the same member's rating again, so no check is needed.
  const { links } = services;
  const idea = (headline: string) => ideaIds.get(headline)!;
  for (const l of DEMO_IDEA_LINKS) {
    await links.createIdeaIdea(
      teacher,
      CreateLinkIdeaIdeaBody.parse({
        ideaCause: idea(l.cause),
        ideaEffect: idea(l.effect),
        modeOnSubmit: l.mode,
      }),
    );
    report.push(`linked   "${l.cause}" -> "${l.effect}" (mode ${l.mode})`);
  }
  for (const l of DEMO_IDEA_AGENT_LINKS) {
    await links.createIdeaAgent(
      teacher,
      CreateLinkIdeaAgentBody.parse({
        idea: idea(l.idea),
        agent: agents[l.agent]._id,
        modeOnSubmit: l.mode,
      }),
    );
    report.push(`linked   "${l.idea}" -> ${agents[l.agent].name} (mode ${l.mode})`);
  }
  for (const l of DEMO_AGENT_LINKS) {
    await links.createAgentAgent(
      teacher,
      CreateLinkAgentAgentBody.parse({
        agent1: agents[l.agent1]._id,
        agent2: agents[l.agent2]._id,
        modeOnSubmit: l.mode,
      }),
    );
    report.push(`linked   ${agents[l.agent1].name} -> ${agents[l.agent2].name} (mode ${l.mode})`);
  }

  const quoter = users.get(DEMO_QUOTE.by)!;
  let quoteId: string | null = null;
  const keyPointId = await findIdeaIdByHeadline(db, quoter.id, DEMO_QUOTE.keyPoint);
  if (keyPointId) {
    report.push(`exists   quote "${DEMO_QUOTE.text}"`);
    quoteId = (await findIdeaById(db, keyPointId))?.idea_referenced ?? null;
  } else {
    quoteId = await ideasService.createQuote(
      quoter,
      idea(DEMO_QUOTE.source),
      CreateQuoteBody.parse({ text: DEMO_QUOTE.text, keyPoint: DEMO_QUOTE.keyPoint }),
    );
    report.push(`created  quote "${DEMO_QUOTE.text}" with a key point`);
  }

  // Each class's activities are there when one of them asks the guiding question already.
  const { activities } = services;
  const question = idea(LESSON_QUESTION);
  const sequences = [
    { key: 'civics', by: teacher, steps: lessonActivities(idea, quoteId) },
    { key: 'science', by: users.get('tom@example.org')!, steps: scienceActivities(idea) },
  ] as const;
  for (const { key, by, steps } of sequences) {
    const classId = classIds[key];
    const className = DEMO_CLASSES.find((c) => c.key === key)!.name;
    const existing = await activities.reads.list(by, { view: 'manager', classId });
    if (existing.some((a) => a.selection === 101 && a.communityTopic?._id === question)) {
      report.push(`exists   lesson "${LESSON_QUESTION}" in '${className}'`);
      continue;
    }
    for (const step of steps) {
      const created = await activities.management.create(
        by,
        CreateActivityBody.parse({ ...step.body, classId }),
      );
      if (step.live) await activities.management.update(by, created._id, { enabled: true });
      report.push(
        `created  activity #${created.order} ${step.label}${step.live ? ' (live)' : ''} ` +
          `in '${className}'`,
      );
    }
  }

  const { profiles } = services;
  for (const [email, profile] of Object.entries(DEMO_PROFILES)) {
    await profiles.saveOwn(users.get(email)!, profile);
    report.push(`saved    profile of ${email}`);
  }

  const { settings } = services;
  const [original] = await settings.list(teacher);
  if (original && original.defaultWaveMakers.length === 0) {
    await settings.update(teacher, original._id, {
      defaultWaveMakers: [agents.ipcc, agents.owid],
    });
    report.push(`saved    default waveMakers of '${original.name}': IPCC, Our World in Data`);
  } else if (original) {
    report.push(`exists   default waveMakers of '${original.name}'`);
  }

  report.push(
    '',
    `Log in as teacher@example.org with the password '${DEMO_TEACHER_PASSWORD}' (admin).`,
    `Also tom@example.org ('${DEMO_TEACHER_PASSWORD}', teacher), ana@example.org, ` +
      `ben@example.org and cleo@example.org ('${DEMO_STUDENT_PASSWORD}', students).`,
    `Classes: '${DEMO_CLASSES[0].name}' (Maya; Ana, Ben) and '${DEMO_CLASSES[1].name}' ` +
      '(Tom; Ben, Cleo).',
    `A lesson on "${LESSON_QUESTION}" is live in both: students see it under Activities.`,
  );
  return report;
}
