import { describe, expect, it } from 'vitest';
import { decideRouting } from '../../../src/core/plan/routing.js';
import type { ConnectorEvidence, ConnectorEvidenceKind, MentionPlace } from '../../../src/core/connectors/types.js';
import type { FailureStage } from '../../../src/core/connectors/failure-stage.js';
import { priorWeights, routes, type RoutingWeights } from '../../../src/core/connectors/routing-model.js';

type Item = [ConnectorEvidenceKind, MentionPlace?];
const connector = (items: Item[], name = 'LMCacheConnectorV1'): ConnectorEvidence => ({
  name,
  family: 'lmcache',
  tier: 'named',
  evidence: items.map(([kind, where], index) => ({ kind, text: `${kind} ${index}`, line: where === 'title' ? 0 : 5, ...(where ? { where } : {}) })),
});
const at = (place: FailureStage['place'], why: string | null = null): FailureStage => ({ place, why });

/** A model written here: every kind weighs 1 except those given; biases and threshold as given. */
function model(weights: Record<string, number>, threshold = 1, bias = 0): RoutingWeights {
  const prior = priorWeights();
  return {
    bias: { failure: bias, elsewhere: bias, none: bias },
    weights: Object.fromEntries(Object.keys(prior.weights).map((key) => [key, weights[key] ?? 1])),
    threshold,
  };
}

describe('decideRouting by the weight of evidence', () => {
  it('should add up one weight per distinct kind where the failure is, and route at the threshold', () => {
    const weights = model({ 'connector-code@failure': 0.6, 'title-name@failure': 0.5 });
    const both = decideRouting([], [connector([['connector-code'], ['connector-code'], ['class-name', 'title']])], at('failure'), weights);
    expect(both).toMatchObject({ routed: true, score: 1.1, threshold: 1, place: 'failure', connectors: ['LMCacheConnectorV1'] });
    expect(both.evidence.map((item) => [item.kind, item.weight])).toEqual([
      ['connector-code', 0.6],
      ['title-name', 0.5],
    ]);
    expect(decideRouting([], [connector([['connector-code']])], at('failure'), weights)).toMatchObject({ routed: false, score: 0.6 });
  });

  it('should weigh a kind by where the failure is', () => {
    const weights = model({ 'title-name@failure': 2, 'title-name@elsewhere': 0 });
    expect(decideRouting([], [connector([['product-word', 'title']])], at('failure'), weights).routed).toBe(true);
    const elsewhere = decideRouting([], [connector([['product-word', 'title']])], at('elsewhere', 'a router or proxy: proxy_server.py'), weights);
    expect(elsewhere.routed).toBe(false);
    expect(elsewhere.reason).toContain('a router or proxy');
  });

  it('should read a name by where it was written: title, opening, pasted code, prose', () => {
    const kinds = (where: MentionPlace): string[] =>
      decideRouting([], [connector([['class-name', where]])], at('failure'), model({})).evidence.map((item) => item.kind);
    expect([kinds('title'), kinds('opening'), kinds('code'), kinds('prose')]).toEqual([['title-name'], ['opening-name'], ['pasted-name'], ['prose-name']]);
  });

  it('should never count a P/D word: it says some connector runs, not that one failed', () => {
    const routing = decideRouting([], [connector([['setup-word', 'title']])], at('failure'), model({}, 0, 5));
    expect(routing).toMatchObject({ routed: false, evidence: [], reason: 'not routed: no connector' });
  });

  it('should not route on the repository alone unless a failure shows, whatever it weighs', () => {
    const heavy = model({ 'repository@failure': 5, 'repository@elsewhere': 5, 'repository@none': 5 });
    expect(decideRouting([], [connector([['repository']])], at('elsewhere', 'out of memory at model load'), heavy).routed).toBe(false);
    expect(decideRouting([], [connector([['repository']])], at('none'), heavy).routed).toBe(false);
    expect(decideRouting([], [connector([['repository']])], at('failure'), heavy).routed).toBe(true);
  });

  it('should route for the connectors whose own evidence reaches the threshold, or else the heaviest', () => {
    const weights = model({ 'connector-code@failure': 2, 'prose-name@failure': 0.4 }, 1);
    const two = [connector([['connector-code']], 'NixlConnector'), connector([['product-word', 'prose']], 'LMCacheConnectorV1')];
    expect(decideRouting([], two, at('failure'), weights).connectors).toEqual(['NixlConnector']);
    // Neither reaches the threshold alone; together they do: the heaviest is routed for.
    const weak = [connector([['product-word', 'prose']], 'NixlConnector'), connector([['config']], 'LMCacheConnectorV1')];
    const together = decideRouting([], weak, at('failure'), model({ 'prose-name@failure': 0.6, 'config@failure': 0.5 }, 1));
    expect(together).toMatchObject({ routed: true, connectors: ['NixlConnector'] });
  });

  it('should keep the prior’s zeros: a name over a failure elsewhere weighs nothing', () => {
    const prior = priorWeights();
    for (const kind of ['title-name', 'opening-name', 'pasted-name', 'prose-name'] as const) {
      expect(prior.weights[`${kind}@elsewhere`]).toBe(0);
    }
    expect(routes(['title-name', 'opening-name', 'prose-name'], 'elsewhere', prior)).toBe(false);
  });
});

describe('the committed weights', () => {
  it('should route a connector’s code in the failure, wherever another reading puts it, and a recognised error anywhere', () => {
    for (const place of ['failure', 'elsewhere'] as const) expect(routes(['connector-code'], place)).toBe(true);
    for (const place of ['failure', 'elsewhere', 'none'] as const) expect(routes(['known-error'], place)).toBe(true);
  });

  it('should route a connector named, configured or running with a failure whose place is not known, or with none shown', () => {
    for (const kind of ['title-name', 'opening-name', 'prose-name', 'pasted-name', 'config', 'running-log'] as const) {
      expect([kind, routes([kind], 'failure'), routes([kind], 'none')]).toEqual([kind, true, true]);
    }
  });

  it('should not route a name, a config or the repository over a failure known to be elsewhere', () => {
    expect(routes(['title-name', 'prose-name', 'opening-name', 'config', 'running-log', 'repository'], 'elsewhere')).toBe(false);
  });

  it('should route the repository with a failure shown, and not alone without one', () => {
    expect(routes(['repository'], 'failure')).toBe(true);
    expect(routes(['repository'], 'none')).toBe(false);
  });
});
