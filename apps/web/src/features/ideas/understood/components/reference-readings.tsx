import type { IdeaDto, UserDto } from '@thoughtful/shared';
import { isIdeaAuthor } from '../../interpretation/own-interpretation';
import { HowIMeanIt } from './how-i-mean-it';
import { TeacherKey } from './teacher-key';

export interface ReferenceReadingsProps {
  idea: IdeaDto;
  user: Pick<UserDto, '_id' | 'isStudent' | 'isAdmin'> | null;
  /** The education build: keys are a teacher's, for her classes. */
  education: boolean;
}

/** A teacher or an admin of the education build may give a key (the server checks it too). */
export function mayGiveKey(user: ReferenceReadingsProps['user'], education: boolean): boolean {
  return education && user !== null && (!user.isStudent || user.isAdmin);
}

/**
 * Under an inTell's interpretation (issue 45): its author says how she means it and reads
 * 'Was I understood?'; a teacher who is not its author may give the key. Anyone else sees
 * nothing. Part of the inTell's screen, which is itself loaded lazily with its route.
 */
export function ReferenceReadings({ idea, user, education }: ReferenceReadingsProps) {
  if (user === null) return null;
  const author = isIdeaAuthor(idea, user._id);
  if (!author && !mayGiveKey(user, education)) return null;
  return author ? <HowIMeanIt idea={idea} /> : <TeacherKey idea={idea} />;
}
