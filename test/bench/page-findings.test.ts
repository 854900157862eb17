// @vitest-environment node
import type { RunOutcome } from '../../scripts/bench/metrics';
import { lcpElements, pageFindings, shiftingNodes } from '../../scripts/bench/page-findings';

const h1 = 'main > h1 “Welcome back”';
const gift = 'form > p “Sign up and claim”';

describe('what the runs of a page found', () => {
  it('counts the runs per LCP element, most frequent first', () => {
    const runs: RunOutcome[] = [
      { lcpElement: gift },
      { lcpElement: h1 },
      { lcpElement: h1 },
      { error: 'no result within 120 s' },
    ];
    expect(lcpElements(runs)).toEqual([
      { element: h1, runs: 2 },
      { element: gift, runs: 1 },
    ]);
  });

  it("adds up a node's shifts within a run and keeps its largest run, largest first", () => {
    const runs: RunOutcome[] = [
      {
        layoutShifts: [
          { node: h1, score: 0.02, causes: [] },
          { node: h1, score: 0.01, causes: ['Web font loaded (font.woff2)'] },
          { node: gift, score: 0.005, causes: [] },
        ],
      },
      { layoutShifts: [{ node: gift, score: 0.04, causes: [] }] },
      { layoutShifts: [] },
    ];
    const nodes = shiftingNodes(runs);
    expect(nodes.map((n) => [n.node, n.runs, n.causes])).toEqual([
      [gift, 2, []],
      [h1, 1, ['Web font loaded (font.woff2)']],
    ]);
    expect(nodes[0]!.maxScore).toBeCloseTo(0.04);
    expect(nodes[1]!.maxScore).toBeCloseTo(0.03);
  });

  it('keeps the top nodes only', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ node: `n${i}`, score: i, causes: [] }));
    expect(shiftingNodes([{ layoutShifts: many }], 3).map((n) => n.node)).toEqual([
      'n4',
      'n3',
      'n2',
    ]);
  });

  it('lists each distinct error once', () => {
    expect(
      pageFindings([{ consoleErrors: ['boom', 'bang'] }, { consoleErrors: ['boom'] }]).errors,
    ).toEqual(['boom', 'bang']);
  });
});
