import type { QuestionTree, TreeLink } from '../viewpoint-inputs';
import { normal, type Random } from './generated-answers';

const clip = (v: number, low: number, high: number) => Math.max(low, Math.min(high, v));

/**
 * A question's tree of 15–40 inTells (each linked to an earlier one, at most three links from
 * the question) rated by 20 members in two groups of 10. Every inTell is read a little
 * differently by the groups; three decoys split the groups sharply but hang on weak links far
 * from the question; one planted crux hangs on a strong link near it and splits the groups on its
 * soundness or on its link.
 */
export function plantedTree(
  random: Random,
  run: number,
): { tree: QuestionTree; crux: string; groupOf: (id: string) => number } {
  const members = Array.from({ length: 20 }, (_, m) => `m${m}`);
  const groupOf = (id: string) => Number(id.slice(1)) % 2;
  const size = 15 + Math.floor(random() * 26);
  const depth = new Map([['q', 0]]);
  const ids: string[] = [];
  const parents = new Map<string, string>();
  for (let i = 0; i < size; i += 1) {
    const id = `i${i}`;
    const candidates = ['q', ...ids].filter((c) => depth.get(c)! < 3);
    const parent = candidates[Math.floor(random() * candidates.length)]!;
    parents.set(id, parent);
    depth.set(id, depth.get(parent)! + 1);
    ids.push(id);
  }
  const deep = ids.filter((id) => depth.get(id)! >= 2);
  const decoys = new Set(deep.slice(0, 3));
  const near = ids.filter((id) => depth.get(id)! <= 2 && !decoys.has(id));
  const crux = near[Math.floor(random() * near.length)]!;
  const cruxOnLink = run % 2 === 1;

  const links: TreeLink[] = [];
  const soundness = new Map<string, { memberId: string; sound: number }[]>();
  for (const id of ids) {
    const onPath = crux === id || parents.get(crux) === id;
    const strength = decoys.has(id)
      ? 0.1 + random() * 0.15
      : onPath
        ? 0.7 + random() * 0.2
        : 0.1 + random() * 0.8;
    const sign = random() < 0.5 ? -1 : 1;
    const baseSound = 0.2 + random() * 0.6;
    const drift = (random() - 0.5) * 0.3; // the groups' small, everyday difference
    const ratings = members
      .filter(() => random() < 0.7)
      .map((memberId) => {
        let level = sign * strength + drift * (groupOf(memberId) === 0 ? 1 : -1);
        if (id === crux && cruxOnLink) level = groupOf(memberId) === 0 ? 0.8 : -0.6;
        return { memberId, level: clip(level + 0.2 * normal(random), -1, 1) };
      });
    links.push({ cause: id, effect: parents.get(id)!, ratings });
    soundness.set(
      id,
      members
        .filter(() => random() < 0.8)
        .map((memberId) => {
          let sound = baseSound + (drift / 2) * (groupOf(memberId) === 0 ? 1 : -1);
          if (decoys.has(id) || (id === crux && !cruxOnLink))
            sound = groupOf(memberId) === 0 ? 0.85 : 0.2;
          return { memberId, sound: clip(sound + 0.15 * normal(random), 0, 1) };
        }),
    );
  }
  return { tree: { questionId: 'q', links, soundness }, crux, groupOf };
}
