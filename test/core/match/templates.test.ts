// Tests for message templates: placeholder syntaxes, whole-message matching, wrapping, and linear time.
import { describe, expect, it } from 'vitest';
import { captureName, compileTemplate, looksLikePrintf } from '../../../src/core/match/templates.js';
import { matchTemplate, prepareMessage } from '../../../src/core/match/messages/message.js';
import { costRatio } from '../../support/cost-ratio.js';

const STORE = 'Request {req_id} is not in _unfinished_requests';
const LMCACHE = 'Request {req_id} is not in _unfinished_requests, but it is scheduled to be cached';

describe('compileTemplate', () => {
  it('should name f-string placeholders after their expressions', () => {
    const template = compileTemplate('Group count mismatch: tracker has {len(self.allocated_block_ids)} groups, update has {len(new_block_ids)}');
    expect(template.names).toEqual(['len_self_allocated_block_ids', 'len_new_block_ids']);
    expect(template.literals).toEqual(['Group count mismatch: tracker has ', ' groups, update has ', '']);
  });

  it('should sanitise attribute access, calls and dunder names', () => {
    expect(captureName('connector_cls.__name__')).toBe('connector_cls_name');
    expect(captureName('type(new_block_ids)')).toBe('type_new_block_ids');
    expect(captureName('req_meta.req_id')).toBe('req_meta_req_id');
  });

  it('should drop !r conversions and :format specs but keep brackets inside expressions', () => {
    expect(compileTemplate('unknown Mooncake mode: {self.mode!r}').names).toEqual(['self_mode']);
    expect(compileTemplate('took {elapsed:.2f}s').names).toEqual(['elapsed']);
    expect(compileTemplate('backends={[b.get_name() for b in self.attn_backends]} end').names).toEqual(['b_get_name_for_b_in_self_attn_backends']);
  });

  it('should read doubled braces as literal braces', () => {
    const template = compileTemplate(`use '{{"enforce_handshake_compat": false}}' for {x}`);
    expect(template.literals[0]).toBe(`use '{"enforce_handshake_compat": false}' for `);
    expect(template.names).toEqual(['x']);
  });

  it('should read printf placeholders only when asked, with names from the logger arguments', () => {
    const template = compileTemplate('Failed to put key %s, error: %s', { printf: true, argNames: ['keys', 'e'] });
    expect(template.names).toEqual(['keys', 'e']);
    expect(compileTemplate('usage: %.1f%%, %#x, %03d', { printf: true }).literals).toEqual(['usage: ', '%, ', ', ', '']);
    expect(compileTemplate('GPU KV cache usage: 99%').names).toEqual([]);
  });

  it('should tell printf formats from f-strings', () => {
    expect(looksLikePrintf('Request %s aborted.')).toBe(true);
    expect(looksLikePrintf('Failing %d request(s)')).toBe(true);
    expect(looksLikePrintf('Request {req_id} is not in _unfinished_requests')).toBe(false);
    expect(looksLikePrintf('100% sure')).toBe(false);
  });

  it('should number repeated capture names', () => {
    expect(compileTemplate('{key} and {key}').names).toEqual(['key', 'key_2']);
  });
});

describe('matchTemplate', () => {
  it('should capture the request id of the Mooncake store message', () => {
    const captures = matchTemplate(compileTemplate(STORE), 'Request chatcmpl-9f3a61c2 is not in _unfinished_requests');
    expect(captures).toEqual({ req_id: 'chatcmpl-9f3a61c2' });
  });

  it('should never match the LMCache suffixed message against the store template', () => {
    const lmcacheMessage = 'Request cmpl-77 is not in _unfinished_requests, but it is scheduled to be cached';
    expect(matchTemplate(compileTemplate(STORE), lmcacheMessage)).toBeNull();
    expect(matchTemplate(compileTemplate(LMCACHE), lmcacheMessage)).toEqual({ req_id: 'cmpl-77' });
    expect(matchTemplate(compileTemplate(LMCACHE), 'Request cmpl-77 is not in _unfinished_requests')).toBeNull();
  });

  it('should require the whole message but allow trailing whitespace', () => {
    const template = compileTemplate('Mooncake is not available');
    expect(matchTemplate(template, 'Mooncake is not available  \n')).toEqual({});
    expect(matchTemplate(template, 'Mooncake is not available yet')).toBeNull();
    expect(matchTemplate(template, 'Error: Mooncake is not available')).toBeNull();
  });

  it('should refuse empty placeholder text', () => {
    expect(matchTemplate(compileTemplate(STORE), 'Request  is not in _unfinished_requests')).toBeNull();
  });

  it('should match printf logger messages', () => {
    const template = compileTemplate('Failing %d request(s) due to KV load failure (failure_policy=fail, %d tokens affected). Request IDs: %s', {
      printf: true,
    });
    expect(matchTemplate(template, "Failing 2 request(s) due to KV load failure (failure_policy=fail, 4096 tokens affected). Request IDs: {'a', 'b'}")).toEqual(
      { arg1: '2', arg2: '4096', arg3: "{'a', 'b'}" },
    );
  });

  it('should match a message wrapped across lines at a space of the template', () => {
    const template = compileTemplate(LMCACHE);
    const wrapped = 'Request cmpl-1 is not in _unfinished_requests, but it is\n    scheduled to be cached';
    expect(matchTemplate(template, wrapped)).toEqual({ req_id: 'cmpl-1' });
  });

  it('should not let a placeholder run across a line break', () => {
    const template = compileTemplate('Failed to decode NixlAgentMetadata. Error: {e}');
    expect(matchTemplate(template, 'Failed to decode NixlAgentMetadata. Error: bad magic')).toEqual({ e: 'bad magic' });
    expect(matchTemplate(template, 'Failed to decode NixlAgentMetadata. Error: bad magic\nsomething else entirely')).toBeNull();
  });

  it('should rejoin a hard-wrapped paste broken inside a placeholder', () => {
    const template = compileTemplate('Remote NIXL agent engine ID mismatch. Expected {expected_engine_id},received {metadata.engine_id}.');
    const pasted = 'Remote NIXL agent engine ID mismatch. Expected 5b0c1e2a-77d1\n-4c1b-9e0e-aa01_dp0,received 0f9e8d7c-1111-2222_dp0.';
    expect(matchTemplate(template, pasted)).toEqual({
      expected_engine_id: '5b0c1e2a-77d1-4c1b-9e0e-aa01_dp0',
      metadata_engine_id: '0f9e8d7c-1111-2222_dp0',
    });
  });

  it('should match a template that starts and ends with placeholders', () => {
    const template = compileTemplate('{self.device_type} with {self.kv_buffer_device} kv_buffer is not supported.');
    expect(matchTemplate(template, 'xpu with cpu kv_buffer is not supported.')).toEqual({
      self_device_type: 'xpu',
      self_kv_buffer_device: 'cpu',
    });
  });

  it('should accept a prepared message reused across templates', () => {
    const prepared = prepareMessage('Request r-1 is not in _unfinished_requests');
    expect(matchTemplate(compileTemplate(LMCACHE), prepared)).toBeNull();
    expect(matchTemplate(compileTemplate(STORE), prepared)).toEqual({ req_id: 'r-1' });
  });

  it('should stay linear on a 65,536-character adversarial message', () => {
    const templates = [
      compileTemplate('{a} is not in {b}, but it is {c} to be {d}'),
      compileTemplate('Request {req_id} is not in _unfinished_requests, but it is scheduled to be cached'),
      compileTemplate('a{x}a{y}a{z}ab'),
    ];
    const adversarial = 'a'.repeat(65_535) + 'c';
    const spaces = `Request ${' \t'.repeat(32_768)}x`;
    const wrapped = `Request ${'is not in\n _unfinished_requests, '.repeat(2_600)}`;
    const benign = `Request ${'word\t'.repeat(13_000)} is not in _unfinished_requests`;
    const matchAll = (message: string) => () => templates.map((template) => matchTemplate(template, message));
    for (const hostile of [adversarial, spaces, wrapped]) {
      expect(hostile.length).toBeGreaterThanOrEqual(65_000);
      const ratio = costRatio(matchAll(hostile), matchAll(benign));
      expect(ratio).toBeLessThan(10);
    }
  });
});
