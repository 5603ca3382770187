/**
 * The perception gap and Krippendorff's α on a class of 30 (issue 45's goals: the gap under
 * 20 ms; α within 0.02 of a reference implementation). The floor is sorting the same answers once
 * (what any median needs), measured in the same run; each figure is printed as milliseconds per
 * call and as a multiple of the floor.
 *
 *   npm run bench:calibration -w apps/server
 */
import {
  classPerceptionGap,
  comparePrediction,
  krippendorffAlpha,
  raterAgreement,
} from '@thoughtful/shared';

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const UNIT = { min: 0, max: 1 };
const STUDENTS = 30;
const INTELLS = 40;

const answers = Array.from({ length: STUDENTS }, () => random());
const guesses = Array.from({ length: STUDENTS }, () => ({
  predicted: random(),
  predictedAgreeShare: random(),
}));
// A term's readings: 40 inTells, each read by the 30 students around its own truth.
const units = Array.from({ length: INTELLS }, () => {
  const truth = random();
  return Array.from({ length: STUDENTS }, () => truth + (random() - 0.5) * 0.4);
});

function msPerCall(fn: () => unknown, ms = 1000): number {
  for (let i = 0; i < 50; i++) fn();
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    fn();
    calls++;
  }
  return (performance.now() - start) / calls;
}

const floor = msPerCall(() => [...answers].sort((a, b) => a - b));
const rows: [string, number][] = [
  ['sort 30 answers (floor)', floor],
  [
    'one student’s guess beside the result',
    msPerCall(() => comparePrediction(guesses[0]!, answers, UNIT)),
  ],
  [
    'a class’s perception gap on a question (30 guesses)',
    msPerCall(() => classPerceptionGap(guesses, answers, UNIT)),
  ],
  ['α of a term (40 inTells × 30 readings)', msPerCall(() => krippendorffAlpha(units))],
  ['α with its band (1,000 draws)', msPerCall(() => raterAgreement(units), 3000)],
];
console.log('| work | ms per call | × floor |');
console.log('| --- | --- | --- |');
for (const [name, ms] of rows) {
  console.log(`| ${name} | ${ms.toFixed(4)} | ${(ms / floor).toFixed(1)} |`);
}
// Krippendorff (2011)'s interval example, as its paper gives it: 0.849.
const published = [
  [1, 1, 1],
  [2, 2, 3, 2],
  [3, 3, 3, 3],
  [3, 3, 3, 3],
  [2, 2, 2, 2],
  [1, 2, 3, 4],
  [4, 4, 4, 4],
  [1, 1, 2, 1],
  [2, 2, 2, 2],
  [5, 5, 5],
  [1, 1],
  [3],
];
const alpha = krippendorffAlpha(published)!;
console.log(
  `\nKrippendorff (2011) interval example: ${alpha.toFixed(4)} (published 0.849, off by ${Math.abs(alpha - 0.849).toFixed(4)})`,
);
