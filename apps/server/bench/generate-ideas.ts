/**
 * The inTells of the data-scale and HTTP benchmarks: plausible headlines and bodies on some fifty
 * topics, words skewed like real text, generated from a fixed seed so every run builds the same
 * data.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database';
import { fullTextSearchFor } from '../src/db/full-text-search';
import type { IdeaAgentRole, NewIdeaRow } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { seededRandom } from './bench-support';

const BATCH = 1_000;

const SEED = 20240601;
let random = seededRandom(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
/** Skewed towards the start of the list, like word frequencies in real text. */
const pickSkewed = <T>(items: readonly T[]): T =>
  items[Math.floor(Math.pow(random(), 2.2) * items.length)]!;

const TOPICS = [
  'climate',
  'energy',
  'school',
  'homework',
  'housing',
  'transport',
  'health',
  'vaccines',
  'democracy',
  'elections',
  'media',
  'privacy',
  'water',
  'farming',
  'oceans',
  'plastic',
  'forests',
  'cities',
  'budget',
  'taxes',
  'wages',
  'jobs',
  'immigration',
  'language',
  'sport',
  'music',
  'history',
  'science',
  'technology',
  'artificial intelligence',
  'social media',
  'libraries',
  'museums',
  'police',
  'courts',
  'prisons',
  'poverty',
  'food',
  'sugar',
  'exercise',
  'sleep',
  'screens',
  'cycling',
  'trains',
  'airports',
  'tourism',
  'heritage',
  'recycling',
  'biodiversity',
  'insects',
  'wolves',
  'drought',
  'floods',
  'wildfires',
  'heat waves',
];
const SUBJECTS = [
  'Our town',
  'The council',
  'Every school',
  'Young people',
  'Parents',
  'Teachers',
  'Scientists',
  'The government',
  'Local shops',
  'Farmers',
  'Doctors',
  'Most families',
  'Students',
  'Voters',
];
const VERBS = [
  'should invest more in',
  'underestimates',
  'needs a plan for',
  'talks too little about',
  'could learn from others on',
  'is wrong about',
  'should rethink',
  'depends on',
  'is changing because of',
  'must be honest about',
  'pays too much for',
  'ignores',
];
const WORDS = (
  'the of and to in is that for it as was with be by on not he this are or his from at which ' +
  'but have an they you were their one all we can her has there been if more when will would ' +
  'who so no our people could time these two may first than then do any like my now over such ' +
  'new just most other some what only about into year also after use way many even well because ' +
  'good evidence data study report survey research trend cost benefit risk change policy local shade ' +
  'national global community children family students teacher parents neighbours council budget ' +
  'summer winter rain heat water energy electricity solar wind coal gas carbon emissions trees ' +
  'streets traffic buses bikes cars safety accidents noise air pollution lungs asthma hospital ' +
  'doctor nurse waiting list vaccine flu virus masks distance sleep phone screen attention reading ' +
  'writing maths exams grades homework holidays canteen lunch sugar fruit vegetables sport league ' +
  'coach music choir library books museum history war peace treaty border language culture ' +
  'festival tourism hotel airport flight train ticket price wages rent mortgage housing flat ' +
  'building architect planning permission protest petition vote election candidate campaign debate ' +
  'newspaper journalist headline rumour fact check source quote interview podcast video channel'
).split(' ');

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function headline(): string {
  return `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(TOPICS)}`.slice(0, 60);
}

function sentence(topic: string): string {
  const length = 8 + Math.floor(random() * 14);
  const words = Array.from({ length }, () => pickSkewed(WORDS));
  words.splice(Math.floor(random() * length), 0, topic);
  return `${capitalise(words.join(' '))}.`;
}

function body(topic: string): string {
  const sentences = 1 + Math.floor(random() * 5);
  return Array.from({ length: sentences }, () =>
    sentence(random() < 0.6 ? topic : pick(TOPICS)),
  ).join(' ');
}

/** The members and waveMakers the generated inTells are by and about. */
export interface GeneratedPeople {
  users: {
    id: string;
    name: string;
    email: string;
    password_hash: null;
    is_student: 0;
    is_admin: 0;
    confirmed: 1;
    created_at: string;
    updated_at: string;
  }[];
  agents: {
    id: string;
    name: string;
    url: string;
    image: string;
    user_id: string;
    member_user_id: null;
    created_at: string;
  }[];
}

export interface GeneratedIdea {
  idea: NewIdeaRow;
  links: { idea_id: string; agent_id: string; role: IdeaAgentRole; position: number }[];
}

/**
 * The data set's start: the generator seeded afresh (so every data set of a size is the same,
 * whatever was generated before in the process), 200 members and 500 waveMakers (agent 0 the
 * favourite), two years before `now`.
 */
export function generatedPeople(now: number): GeneratedPeople & { start: number } {
  random = seededRandom(SEED);
  const start = now - 2 * 365 * 86_400_000;
  const users = Array.from({ length: 200 }, (_, i) => {
    const at = new Date(start).toISOString();
    return {
      id: newId(start - 1000 + i),
      name: `Member ${i}`,
      email: `member${i}@example.org`,
      password_hash: null,
      is_student: 0 as const,
      is_admin: 0 as const,
      confirmed: 1 as const,
      created_at: at,
      updated_at: at,
    };
  });
  const userIds = users.map((u) => u.id);
  const agents = Array.from({ length: 500 }, (_, i) => ({
    id: newId(start + i),
    name: `${pick(['Institute', 'Council', 'Foundation', 'Office', 'Network'])} for ${capitalise(pick(TOPICS))} ${i}`,
    url: `https://example.org/agents/${i}`,
    image: '',
    user_id: pick(userIds),
    member_user_id: null,
    created_at: new Date(start + i).toISOString(),
  }));
  return { users, agents, start };
}

/**
 * inTell `i` of `count`, spread evenly from `start` to `now` (ids grow with `i`), with its author,
 * proxies and players among `people`'s waveMakers.
 */
export function generatedIdea(
  i: number,
  count: number,
  start: number,
  now: number,
  people: GeneratedPeople,
): GeneratedIdea {
  const { users, agents } = people;
  const at = start + Math.floor(((now - start) * i) / count);
  const topic = pick(TOPICS);
  const id = newId(at);
  const framed = random() < 0.4;
  const idea: NewIdeaRow = {
    id,
    user_id: pick(users).id,
    my_point: random() < 0.9 ? headline() : '',
    my_content: body(topic),
    text: random() < 0.15 ? sentence(topic) : '',
    image: '',
    is_pdf: 0,
    is_video: 0,
    url: random() < 0.3 ? `https://example.org/articles/${i}` : '',
    frame_context: framed ? sentence(topic) : '',
    frame_resolution: framed ? sentence(topic) : '',
    my_concern: framed ? sentence(topic) : '',
    critic_concern: framed ? sentence(topic) : '',
    critic_content: framed ? sentence(topic) : '',
    error_correction: framed ? sentence(topic) : '',
    proxy_level: framed ? Math.round(random() * 100) / 100 : -2,
    at_core: 0,
    idea_referenced: null,
    good_intent_level: framed ? 2 : 1,
    created_at: new Date(at).toISOString(),
  };
  const links: GeneratedIdea['links'] = [
    { idea_id: id, agent_id: pickSkewed(agents).id, role: 'author', position: 0 },
  ];
  if (random() < 0.5) {
    links.push({ idea_id: id, agent_id: pickSkewed(agents).id, role: 'proxy', position: 0 });
  }
  if (random() < 0.3) {
    links.push({ idea_id: id, agent_id: pick(agents).id, role: 'player', position: 0 });
  }
  // The same waveMaker twice in one role counts once.
  return {
    idea,
    links: [...new Map(links.map((l) => [`${l.agent_id}/${l.role}`, l])).values()],
  };
}

/**
 * `count` inTells in bulk (not through the API), spread over two years, by 200 members, each with
 * its author, proxies and players among 500 waveMakers (agent 0 the favourite) and indexed for
 * search; on PostgreSQL the statistics are refreshed at the end. Returns the busy waveMaker's id.
 */
export async function generateIdeas(
  database: DatabaseHandle,
  count: number,
): Promise<{ busyAgentId: string }> {
  const IDEAS = count;
  const { db } = database;
  const search = fullTextSearchFor(database.dialect);
  const now = Date.now();
  const people = generatedPeople(now);
  const { users, agents, start } = people;
  await db.insertInto('users').values(users).execute();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('agents').values(agents).execute();
    await search.indexAgents(trx, agents);
  });
  // Agent 0 is everybody's favourite source: its screen lists thousands of inTells.
  const busyAgentId = agents[0]!.id;

  const began = performance.now();
  for (let offset = 0; offset < IDEAS; offset += BATCH) {
    const ideas: NewIdeaRow[] = [];
    const links: GeneratedIdea['links'] = [];
    for (let i = offset; i < Math.min(offset + BATCH, IDEAS); i++) {
      const made = generatedIdea(i, IDEAS, start, now, people);
      ideas.push(made.idea);
      links.push(...made.links);
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('ideas').values(ideas).execute();
      await trx.insertInto('idea_agents').values(links).execute();
      await search.indexIdeas(
        trx,
        ideas.map((r) => ({
          id: r.id,
          my_point: r.my_point ?? '',
          my_content: r.my_content ?? '',
          text: r.text ?? '',
          // The table's default: the made-up text is English.
          language: 'en',
        })),
      );
    });
    if ((offset / BATCH) % 10 === 9) {
      process.stdout.write(
        `  ${offset + BATCH} ideas (${((performance.now() - began) / 1000).toFixed(1)} s)\n`,
      );
    }
  }
  if (database.dialect === 'postgres') {
    // Fresh statistics, as autovacuum would have gathered on a live database.
    await sql`analyze`.execute(db);
  }
  return { busyAgentId };
}
