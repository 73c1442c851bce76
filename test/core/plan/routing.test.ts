import { describe, expect, it } from 'vitest';
import { decideRouting } from '../../../src/core/plan/routing.js';
import type { ConnectorEvidence, ConnectorTier } from '../../../src/core/connectors/types.js';
import type { FailureSignal } from '../../../src/core/signals/failure.js';

const connector = (tier: ConnectorTier, kinds: ConnectorEvidence['evidence'][number]['kind'][]): ConnectorEvidence => ({
  name: 'LMCacheConnectorV1',
  family: 'lmcache',
  tier,
  evidence: kinds.map((kind) => ({ kind, text: kind, line: 1 })),
});
const failure = (overrides: Partial<FailureSignal> = {}): FailureSignal => ({
  shown: true,
  finalException: null,
  explainedBy: null,
  locatedIn: null,
  ...overrides,
});

describe('decideRouting', () => {
  it('should route an implicated connector whatever the failure', () => {
    expect(decideRouting([], [connector('implicated', ['frame'])], failure({ explainedBy: 'x' })).routed).toBe(true);
  });

  it('should route a named connector with a failure nothing else explains', () => {
    expect(decideRouting([], [connector('named', ['product-word'])], failure())).toMatchObject({ routed: true, connectors: ['LMCacheConnectorV1'] });
  });

  it('should not route a named connector without a failure, with an explained one, or when a whole traceback ends elsewhere', () => {
    expect(decideRouting([], [connector('named', ['product-word'])], failure({ shown: false })).routed).toBe(false);
    const explained = decideRouting([], [connector('named', ['product-word'])], failure({ explainedBy: 'a tokenizer error' }));
    expect(explained).toEqual({ routed: false, connectors: [], reason: 'not routed: the failure is explained by a tokenizer error' });
    expect(decideRouting([], [connector('named', ['product-word'])], failure({ locatedIn: '/x/vllm/lora/models.py' })).routed).toBe(false);
  });

  it('should never route a configured-only connector, nor the repository alone on an explained failure or without one', () => {
    expect(decideRouting([], [connector('configured', ['config'])], failure()).routed).toBe(false);
    expect(decideRouting([], [connector('repository', ['repository'])], failure({ explainedBy: 'an NCCL / process-group failure' })).routed).toBe(false);
    expect(decideRouting([], [connector('repository', ['repository'])], failure({ shown: false })).routed).toBe(false);
    expect(decideRouting([], [connector('repository', ['repository'])], failure({ locatedIn: '/x/transformers/tokenization_utils.py' })).routed).toBe(false);
  });

  it('should route an issue in the connector project’s own repository with a failure nothing else explains', () => {
    expect(decideRouting([], [connector('repository', ['repository'])], failure()).routed).toBe(true);
    expect(decideRouting([], [connector('configured', ['config', 'repository'])], failure()).routed).toBe(true);
  });
});
