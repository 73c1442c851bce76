// The asks that follow whose code ran: Dynamo's patched engine is Dynamo's code (its version is asked beside vLLM's),
// SGLang's own NIXL backend is not vLLM at all (its version instead of vLLM's), and an issue in another project with no
// vLLM anywhere is never asked a vLLM version.
import type { Ask } from '../../catalog/types.js';
import type { AskStatus } from '../types.js';
import { evaluateAsks, type AskContext } from './asks.js';
import type { RaisedBy } from '../owner-decision.js';

/** The version ask of a project whose own code ran, by owner kind. */
const PROJECT_VERSION_ASKS: Partial<Record<RaisedBy['kind'], Ask>> = {
  dynamo: {
    id: 'dynamo-version',
    text: "The Dynamo version: the failing frames are Dynamo's code, not vLLM's.",
    how: '`pip show ai-dynamo`, or `git rev-parse HEAD` in the checkout.',
    satisfied_by: [{ kind: 'package-version', package: 'ai-dynamo' }],
  },
  sglang: {
    id: 'sglang-version',
    text: "The SGLang version: its own code is what ran, not vLLM's.",
    how: '`pip show sglang` (or `python -m sglang.check_env`).',
    satisfied_by: [{ kind: 'package-version', package: 'sglang' }],
  },
};

/** Owners whose code is not vLLM's at all: the vLLM version says nothing about it. */
const NOT_VLLM = new Set<RaisedBy['kind']>(['sglang']);

/**
 * The asks as they follow the owner: the owner project's version ask before the vLLM version (Dynamo), in place of it
 * (SGLang), and no vLLM version when nothing in the thread involves vLLM.
 * @param asks the asks decided so far
 * @param owner whose code the headline error ran in, when it is not vLLM's own
 * @param vllmInvolved whether anything in the thread involves vLLM (its repository, a vLLM frame, the word)
 * @param context what the detectors read
 */
export function asksForOwner(asks: AskStatus[], owner: Pick<RaisedBy, 'kind'> | null, vllmInvolved: boolean, context: AskContext): AskStatus[] {
  const dropVllm = !vllmInvolved || (owner !== null && NOT_VLLM.has(owner.kind));
  const kept = dropVllm ? asks.filter((ask) => ask.id !== 'vllm-version') : asks;
  const projectAsk = owner === null ? undefined : PROJECT_VERSION_ASKS[owner.kind];
  if (projectAsk === undefined || kept.some((ask) => ask.id === projectAsk.id)) return kept;
  const status = evaluateAsks([projectAsk], context);
  const at = kept.findIndex((ask) => ask.id === 'vllm-version');
  return at < 0 ? [...kept, ...status] : [...kept.slice(0, at), ...status, ...kept.slice(at)];
}
