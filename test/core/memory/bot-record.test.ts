// The bot's record of what it wrote (marker fields and trailer), and the decisions humans made that it keeps.
import { describe, expect, it } from 'vitest';
import { readWrittenComment, withoutRecord, withRecord } from '../../../src/core/memory/bot-record.js';
import { keepHumanDecisions, type HumanDecisionsInput } from '../../../src/core/memory/human-decisions.js';
import { parseMarker, renderMarker } from '../../../src/core/memory/marker.js';
import type { MarkerData } from '../../../src/core/plan/types.js';

const MARKER: MarkerData = { v: 1, catalog: 'c1', matches: ['a/b'], fingerprint: '0123456789abcdef', botLabels: [] };
const PLANNED = `${renderMarker(MARKER)}\n\n**vllm-triage recognised a known error.**\n\nFooter.`;

describe('the record', () => {
  it('should write the labels and the hash into the marker and the hash into a trailer, and read them back', () => {
    const { comment, marker } = withRecord(PLANNED, MARKER, ['kv-connector', 'KV-Connector', 'needs-info']);
    expect(marker.added).toEqual(['KV-Connector', 'needs-info']);
    expect(parseMarker(comment)).toEqual(marker);
    expect(comment.trimEnd().endsWith(`<!-- vllm-triage:record ${marker.body} -->`)).toBe(true);
    expect(readWrittenComment(comment)).toEqual({ marker, recorded: marker.body, edited: false });
    expect(withoutRecord(comment)).toBe(PLANNED);
  });

  it('should see an edit, with or without the marker, and not take an unrecorded comment for edited', () => {
    const { comment } = withRecord(PLANNED, MARKER, []);
    expect(readWrittenComment(comment.replace('Footer.', 'Footer, and a note.')).edited).toBe(true);
    const withoutMarker = comment.slice(comment.indexOf('-->') + 3);
    expect(readWrittenComment(withoutMarker)).toMatchObject({ marker: null, edited: false });
    expect(readWrittenComment(withoutMarker.replace('Footer.', 'Edited.')).edited).toBe(true);
    expect(readWrittenComment(PLANNED.replace('Footer.', 'Edited.')).edited).toBe(false);
  });
});

describe('keepHumanDecisions', () => {
  const input = (over: Partial<HumanDecisionsInput>): HumanDecisionsInput => ({
    labelsToAdd: ['kv-connector'],
    labelsToRemove: [],
    comment: PLANNED,
    previous: { ...MARKER, added: ['kv-connector'] },
    written: null,
    labelsOnIssue: ['bug'],
    repoHas: new Set(['kv-connector']),
    rerunLabels: false,
    rerunComment: false,
    ...over,
  });

  it('should leave off a label a human took off, and keep it in the record, until a rerun', () => {
    expect(keepHumanDecisions(input({}))).toMatchObject({ labelsToAdd: [], added: ['kv-connector'], keptOff: ['kv-connector'] });
    expect(keepHumanDecisions(input({ rerunLabels: true }))).toMatchObject({ labelsToAdd: ['kv-connector'], keptOff: [] });
  });

  it('should add a recorded label the repository lacks (it never landed), and drop from the record what the bot takes off', () => {
    expect(keepHumanDecisions(input({ repoHas: new Set() })).labelsToAdd).toEqual(['kv-connector']);
    const removing = input({ labelsToAdd: [], labelsToRemove: ['needs-info'], previous: { ...MARKER, added: ['needs-info'] }, labelsOnIssue: ['needs-info'] });
    expect(keepHumanDecisions(removing).added).toEqual([]);
  });

  it('should keep an edited comment unless a rerun or a dismissal asks to write it', () => {
    const written = { marker: MARKER, recorded: '0000000000000000', edited: true };
    expect(keepHumanDecisions(input({ written }))).toMatchObject({ comment: null, keptEdit: true });
    expect(keepHumanDecisions(input({ written, rerunComment: true }))).toMatchObject({ comment: PLANNED, keptEdit: false });
  });
});
