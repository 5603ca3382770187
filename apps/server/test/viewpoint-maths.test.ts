import { seededRandom, VIEWPOINT_SCALES } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import {
  PACKED_SCALES,
  workOutPackedScope,
  type PackedScope,
} from '../src/modules/viewpoints/viewpoint-maths';
import { MathsWorker } from '../src/modules/viewpoints/viewpoint-maths-runner';
import { generateScope } from '../../../packages/shared/src/viewpoints/testing/generated-answers';
import { bundledMathsWorkerForTests } from './helpers/maths-worker';

/** A generated scope of 600 members in three groups, packed as the recompute packs what it reads. */
function packedScope(): PackedScope {
  const scope = generateScope(seededRandom(42), {
    members: 600,
    ideas: 80,
    groups: 3,
    answerRate: 0.3,
  });
  const answers = scope.members.flatMap((m) => m.answers);
  const answerStart = new Int32Array(scope.members.length + 1);
  let at = 0;
  scope.members.forEach((m, i) => {
    answerStart[i] = at;
    at += m.answers.length;
  });
  answerStart[scope.members.length] = at;
  const answerValues = new Float64Array(answers.length * PACKED_SCALES);
  answers.forEach(({ answer }, a) =>
    VIEWPOINT_SCALES.forEach((scale, s) => {
      answerValues[a * PACKED_SCALES + s] = answer[scale] ?? NaN;
    }),
  );
  return {
    memberIds: scope.members.map((m) => m.memberId).join('\n'),
    ideaIds: Array.from({ length: scope.ideaCount }, (_, i) => `idea-${i}`).join('\n'),
    answerStart,
    answerIdea: Int32Array.from(answers, (a) => a.ideaIndex),
    answerValues,
    fresh: new Int32Array(scope.ideaCount).fill(3),
    release: false,
    answersAt: '2026-12-05T12:00:00.000Z',
  };
}

/**
 * The recompute's maths in the worker thread (issue 42): the bundled worker (as build.mjs makes
 * it) gives the very map and figures the same maths gives on the caller's thread.
 */
describe('the viewpoint maths worker', () => {
  it('works a generated scope out exactly as on this thread', async () => {
    const inline = workOutPackedScope(packedScope());
    expect(inline.placedMember.length).toBe(600);
    expect(inline.groupSizes).toHaveLength(3);
    expect(inline.publishedFigures).toHaveLength(80);
    const worker = new MathsWorker(await bundledMathsWorkerForTests());
    try {
      const sent = packedScope();
      const inWorker = await worker.run(sent);
      // Moved, not copied: the arrays sent are the worker's now.
      expect(sent.answerValues.length).toBe(0);
      expect(inWorker).toEqual(inline);
      // The worker stays up for the next scope.
      expect(await worker.run(packedScope())).toEqual(inline);
    } finally {
      await worker.close();
    }
    await expect(worker.run(packedScope())).rejects.toThrow('closed');
  });
});
