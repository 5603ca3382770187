import {
  CLASS_MESSAGES,
  type ContentLanguage,
  ideaLabel,
  SIMILAR_IDEAS_LIMIT,
  type SimilarIdea,
  type SimilarIdeasQuery,
} from '@thoughtful/shared';
import type { DialectName } from '../../db/database';
import type { VisibleClasses } from '../../db/full-text-search';
import type { Db, UserRow } from '../../db/schema';
import { ideasHoldingWords, type SimilarWord } from '../../db/similar-search';
import { isStopWord } from '../../db/stop-words';
import {
  hasWordForms,
  searchedWordForms,
  searchWords,
  stemmedLanguage,
  wordForm,
  type StemmedLanguage,
} from '../../db/word-forms';
import { NotFoundError } from '../../http/errors';
import type { AccessPolicy } from '../access';
import { contentScopeOf, visibleIn, type ContentScope } from '../classes';
import { detectContentLanguage } from './content-language';
import { authorsLanguage } from './ideas.service';

/**
 * 'Similar inTells while typing' (issue 45, DESIGN.md §15): the three existing inTells in the
 * writer's scope most like the text she is writing. Similarity is word forms shared in the text's
 * language (detected as an inTell's is), weighed by how rare each is, not the search box's rule
 * that every word must match: a rewording that keeps most of the rare words finds its original.
 *
 * 1. The text's words: stop words dropped, one per stem, the MAX_WORDS longest kept (a long word
 *    is more often a rare one, and each word is one bounded index read).
 * 2. Each word's inTells from the search index (db/similar-search.ts), at most PER_WORD each: how
 *    many it finds is how common the word is (`weight`, an idf capped at PER_WORD).
 * 3. The RERANKED inTells sharing the most weight are read by id and scored on their whole text:
 *    the weight of the words they share over the geometric mean of both texts' weights (a
 *    cosine), so that a long inTell holding a few of the words by chance ranks below a short one
 *    holding most of them. Their own words that the text lacks weigh as the text's average word.
 *
 * No table scan on either database: each word reads at most PER_WORD index entries, then at most
 * RERANKED rows by primary key (`npm run bench:similar -w apps/server` times it).
 */

/** Words of the text asked for at most. */
export const MAX_WORDS = 12;
/** InTells asked for per word: a word in more of them is a common one. */
export const PER_WORD = 100;
/** InTells read and scored on their whole text. */
export const RERANKED = 30;
/** Below this, an inTell shares too little to be shown as similar. */
export const MIN_SCORE = 0.08;
/** Words shorter than this (in characters) are not asked for: 'tv', 'un'. */
const SHORTEST_WORD = 3;

/** A word of the text as similarity weighs it: its stems, in the text's language. */
export interface TextWord extends SimilarWord {
  /** The stems it is looked for as (with a Spanish word's other number); the word itself when unstemmed. */
  forms: readonly string[];
}

/** The distinct meaningful words of a text in `language`, the longest MAX_WORDS. */
export function textWords(text: string, language: string): TextWord[] {
  const stemmed = stemmedLanguage(language);
  const byStem = new Map<string, TextWord>();
  for (const word of searchWords(text)) {
    if (Array.from(word).length < SHORTEST_WORD || isStopWord(word, stemmed)) continue;
    if (!/[\p{L}\p{N}]/u.test(word)) continue;
    const stem = stemmed === null ? word : wordForm(word, stemmed);
    if (byStem.has(stem)) continue;
    const forms =
      stemmed !== null && hasWordForms(word) ? searchedWordForms(word, stemmed) : [word];
    byStem.set(stem, { word, language: stemmed, forms });
  }
  return [...byStem.values()]
    .map((word, order) => ({ word, order }))
    .sort((a, b) => b.word.word.length - a.word.word.length || a.order - b.order)
    .slice(0, MAX_WORDS)
    .map(({ word }) => word);
}

/**
 * How much sharing a word says, from how many inTells hold it (at most PER_WORD, when asking
 * stopped): a word of one inTell weighs about 6, one of PER_WORD or more about 1.6.
 */
export function weight(holders: number): number {
  return Math.log(1 + (4 * PER_WORD) / Math.max(1, holders));
}

/** An inTell's words as its index holds them: as written, and stemmed in its own language. */
interface IdeaWords {
  written: Set<string>;
  stems: Set<string>;
  language: StemmedLanguage | null;
  /** Its distinct meaningful stems (as textWords counts them, with no cap). */
  size: number;
}

function ideaWords(text: string, language: string): IdeaWords {
  const stemmed = stemmedLanguage(language);
  const written = new Set<string>();
  const stems = new Set<string>();
  const meaningful = new Set<string>();
  for (const word of searchWords(text)) {
    written.add(word);
    const stem = stemmed === null ? word : wordForm(word, stemmed);
    stems.add(stem);
    if (Array.from(word).length >= SHORTEST_WORD && !isStopWord(word, stemmed)) {
      meaningful.add(stem);
    }
  }
  return { written, stems, language: stemmed, size: meaningful.size };
}

/** Whether an inTell holds a word of the text, as its index would match it (similar-search.ts). */
function holds(idea: IdeaWords, word: TextWord): boolean {
  return word.forms.some(
    (form) =>
      idea.written.has(form) ||
      (word.language !== null && word.language === idea.language && idea.stems.has(form)),
  );
}

/**
 * The similarity of an inTell to the text, 0 … 1: the weight of the words both hold over the
 * geometric mean of each one's whole weight.
 */
export function similarity(
  words: readonly TextWord[],
  weights: readonly number[],
  idea: { text: string; language: string },
): number {
  const held = ideaWords(idea.text, idea.language);
  let shared = 0;
  let sharedCount = 0;
  let total = 0;
  words.forEach((word, i) => {
    total += weights[i]!;
    if (holds(held, word)) {
      shared += weights[i]!;
      sharedCount += 1;
    }
  });
  if (shared === 0 || total === 0) return 0;
  const average = total / words.length;
  const own = shared + Math.max(0, held.size - sharedCount) * average;
  return Math.min(1, shared / Math.sqrt(total * own));
}

export interface SimilarIdeasDeps {
  db: Db;
  dialect: DialectName;
  access: AccessPolicy;
  defaultLanguage: ContentLanguage;
}

export class SimilarIdeasService {
  constructor(private readonly deps: SimilarIdeasDeps) {}

  /** `GET /api/ideas/similar`: the most similar first, at most SIMILAR_IDEAS_LIMIT. */
  async similar(actor: UserRow, query: SimilarIdeasQuery): Promise<SimilarIdea[]> {
    const { db, dialect } = this.deps;
    this.deps.access.requireUser(actor, 'idea.read');
    const scope = narrowed(await contentScopeOf(db, actor), query.classId);
    const language = detectContentLanguage(
      query.text,
      authorsLanguage(actor, this.deps.defaultLanguage),
    );
    const words = textWords(query.text, language);
    if (words.length === 0) return [];
    const holders = await ideasHoldingWords(db, dialect, words, PER_WORD, visibleClasses(scope));
    const weights = holders.map((ids) => weight(ids.length));
    // The candidates by the weight of the words they were found by.
    const found = new Map<string, number>();
    holders.forEach((ids, i) => {
      for (const id of ids) found.set(id, (found.get(id) ?? 0) + weights[i]!);
    });
    const candidates = [...found]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0))
      .slice(0, RERANKED)
      .map(([id]) => id);
    if (candidates.length === 0) return [];
    const rows = await db
      .selectFrom('ideas')
      .select(['id', 'my_point', 'my_content', 'text', 'url', 'language'])
      .where('id', 'in', candidates)
      .execute();
    return rows
      .map((row) => ({
        _id: row.id,
        myPoint: ideaLabel({
          myPoint: row.my_point,
          text: row.text,
          url: row.url,
          myContent: row.my_content,
        }),
        score: similarity(words, weights, {
          text: `${row.my_point}\n${row.my_content}\n${row.text}`,
          language: row.language,
        }),
      }))
      .filter((idea) => idea.score >= MIN_SCORE)
      .sort((a, b) => b.score - a.score || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0))
      .slice(0, SIMILAR_IDEAS_LIMIT)
      .map((idea) => ({ ...idea, score: Math.round(idea.score * 1000) / 1000 }));
  }
}

/**
 * The scope of a text written in a class: public inTells and that class's, as its members see
 * them (her group's only, in a class split into groups where she is a student). A class outside
 * her scope is not found, whether or not it exists.
 */
function narrowed(scope: ContentScope, classId: string | undefined): ContentScope {
  if (classId === undefined) return scope;
  if (!scope.all && !scope.classIds.includes(classId)) {
    throw new NotFoundError(CLASS_MESSAGES.NOT_FOUND);
  }
  return {
    all: false,
    classIds: [classId],
    pseudonymClassIds: scope.pseudonymClassIds.filter((id) => id === classId),
    groupPlaces: scope.groupPlaces.filter((place) => place.classId === classId),
    key: `${scope.key}/${classId}`,
  };
}

/** The scope as the search index's condition (as the search box's, idea-reads.ts). */
function visibleClasses(scope: ContentScope): VisibleClasses {
  if (scope.all) return 'all';
  return scope.groupPlaces.length === 0 ? scope.classIds : { condition: visibleIn(scope, 'ideas') };
}
