// Where the text sits decides what it means: a quote of someone else or a proposed diff is context, not this reporter's crash.
import { describe, expect, it } from 'vitest';
import { triage } from '../../src/core/triage.js';

const SEED = 'ValueError: Request chatcmpl-9-a1b2c3d4 is not in _unfinished_requests';

describe('where the text sits', () => {
  it('should not take an error quoted from someone else on a usage question for this reporter’s crash', () => {
    const plan = triage({
      title: 'How do I upgrade the Mooncake store?',
      body: `On the forum someone got this:\n\n> ${SEED}\n\nand said upgrading fixed it. Which version should I use?`,
    });
    expect(plan.report.matches).toEqual([]);
    expect(plan.comment).toBeNull();
    expect(plan.report.notes.some((note) => note.includes('only quoted or in a proposed diff'))).toBe(true);
  });

  it('should not take an error named in a proposed patch for a crash', () => {
    const body = ['Proposed fix:', '', '```diff', '-            raise ValueError(', '+            continue', '```', '', `It avoids \`${SEED}\`.`].join('\n');
    expect(triage({ body }).comment).toBeNull();
    const commented = ['```python', 'def build_connector_meta(self, out):', `    # used to raise ${SEED}`, '    pass', '```'].join('\n');
    expect(triage({ body: commented }).comment).toBeNull();
  });

  it('should still read a quoted error when the reporter shows it too, or the title names it', () => {
    expect(triage({ body: `> ${SEED}\n\nSame here:\n\n\`\`\`\n${SEED}\n\`\`\`` }).report.matches.map((match) => match.id)).toEqual([
      'mooncake-store/request-not-in-unfinished-requests',
    ]);
    const titled = triage({ title: 'Request chatcmpl-9-a1b2c3d4 is not in _unfinished_requests after preemption', body: `> ${SEED}` });
    expect(titled.report.matches.length).toBeGreaterThan(0);
  });
});
