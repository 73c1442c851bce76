// Extraction over a whole thread: the title, the body and each human comment, each keeping its source.
import { describe, expect, it } from 'vitest';
import { TITLE_LINE, extractThread } from '../../../src/core/extract/extract.js';
import { triage } from '../../../src/core/triage.js';

const SEED_LINE = 'ValueError: Request chatcmpl-77 is not in _unfinished_requests';

describe('extractThread', () => {
  it('should find an error line the reporter put in the title, as line 0 of the body', () => {
    const extraction = extractThread({ title: `[Bug]: ${SEED_LINE}`, body: 'It crashes under load.' });
    expect(extraction.errorLines.map((line) => [line.exception?.type, line.line, line.source.kind])).toEqual([['ValueError', TITLE_LINE, 'body']]);
  });

  it('should read a body of 150,000 lines without overflowing the stack', () => {
    // push(...lines) passed every line as an argument: past about 125,000 (a 15 MB file) it overflowed the call stack.
    const extraction = extractThread({ body: 'x\n'.repeat(150_000) });
    expect([extraction.blocks.length, extraction.lines.length]).toEqual([1, 150_000]);
  });

  it('should keep the body and each comment apart, with block indexes into the thread-wide list', () => {
    const extraction = extractThread({
      body: '```\nTraceback (most recent call last):\n  File "a.py", line 1, in f\n    g()\nKeyError: \'x\'\n```',
      comments: [{ id: 7, author: 'reporter', body: `\`\`\`\n${SEED_LINE}\n\`\`\`` }],
    });
    expect(extraction.tracebacks.map((traceback) => [traceback.exception?.type, traceback.source.kind])).toEqual([['KeyError', 'body']]);
    const fromComment = extraction.errorLines.find((line) => line.exception?.type === 'ValueError');
    expect(fromComment?.source).toEqual({ kind: 'comment', id: 7, author: 'reporter', role: 'reporter' });
    const commentLines = [...extraction.lines].filter((line) => line.source.kind === 'comment');
    expect(commentLines.every((line) => extraction.blocks.at(line.block)?.source.kind === 'comment')).toBe(true);
  });
});

describe('triage', () => {
  it('should comment and label when only the title carries the known error', () => {
    const plan = triage({ title: `[Bug]: ${SEED_LINE}`, body: 'It crashes under load with vllm 0.26.0.' });
    expect(plan.report.matches.map((match) => match.id)).toEqual(['mooncake-store/request-not-in-unfinished-requests']);
    expect(plan.labelsToAdd).toEqual(['kv-connector']);
    expect(plan.comment).toContain('chatcmpl-77');
  });

  it('should count a connector named in the title once, as evidence from line 0', () => {
    const plan = triage({ title: '[Bug]: NixlConnector handshake hangs', body: 'Decode never gets KV.' });
    expect(plan.report.connectors).toEqual([
      { name: 'NixlConnector', family: 'nixl', tier: 'named', evidence: [{ kind: 'class-name', text: 'NixlConnector', line: TITLE_LINE, where: 'title' }] },
    ]);
  });

  it('should route but not comment when the title only names a connector and a failure', () => {
    const plan = triage({ title: 'Mooncake store crashes after a while', body: 'No logs yet.' });
    expect(plan.comment).toBeNull();
    expect(plan.labelsToAdd).toEqual(['kv-connector']);
    expect(plan.report.connectors.map((c) => [c.name, c.tier])).toEqual([['MooncakeStoreConnector', 'named']]);
  });

  it('should route a named connector when nothing failed (a question for its owners), and say nothing', () => {
    const plan = triage({ title: 'Mooncake store with 2 nodes', body: 'How should I size the segment?' });
    expect(plan.labelsToAdd).toEqual(['kv-connector']);
    expect(plan.comment).toBeNull();
    // A P/D word says only that some connector runs: no label.
    expect(triage({ title: 'P/D disaggregation with 2 nodes', body: 'How should I size the segment?' }).labelsToAdd).toEqual([]);
  });
});
