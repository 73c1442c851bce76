// The asks of the short comments: an uncurated error (what the owner of the failing code needs) and a maintainer's
// routing with nothing recognised.
import type { Ask } from '../../catalog/types.js';
import { inlineCode } from '../../text/safe-markdown.js';
import { KV_TRANSFER_CONFIG_ASK, VLLM_VERSION_ASK } from './asks.js';
import { forkNamesVersion } from '../../signals/code-owner.js';

/** The package whose version the owner of the failing code needs, by owner (`signals/code-owner.ts`). */
const OWNER_PACKAGES: Record<string, string> = {
  lmcache: 'lmcache',
  'lmcache-mp': 'lmcache',
  // LMCache-Ascend's own distribution (its pyproject.toml names it `lmcache-ascend`), not the LMCache package.
  'lmcache-ascend': 'lmcache-ascend',
  nixl: 'nixl',
  mooncake: 'mooncake-transfer-engine',
  'vllm-ascend': 'vllm-ascend',
  'vllm-omni': 'vllm-omni',
  dynamo: 'ai-dynamo',
};

/**
 * The asks for an uncurated error whose final exception is visible: only what is missing and what the owner of
 * the failing code needs — the vLLM version, the owner package's version, and the `kv_transfer_config` only when
 * no frame says which connector ran. Never the full traceback: its last line is there.
 * @param owner the owner of the failing code
 * @param connectorShown whether a frame or config shows which connector ran
 * @param caller the owner kind of a third project that called the failing code (`dynamo`), when the frames show one
 * @param checkout the source checkout the owner's code runs from (its frames are outside site-packages), or null
 * @param vllmInvolved whether anything in the thread involves vLLM (its repository, a vLLM frame, the word): a
 *   failure in NIXL under Dynamo with no vLLM anywhere is not asked for a vLLM version
 * @param fork the directory of a fork's vLLM tree (`1Cat-vLLM-1.5.0`): its version or commit, not vLLM's, is asked
 */
export function uncuratedAsks(owner: string, connectorShown: boolean, vllmInvolved = true, caller?: string, checkout?: string | null, fork?: string): Ask[] {
  // A fork's directory that carries its release (`1Cat-vLLM-1.5.0`) already answers its version.
  const asks: Ask[] = fork !== undefined ? (forkNamesVersion(fork) ? [] : [forkVersionAsk(fork)]) : vllmInvolved ? [VLLM_VERSION_ASK] : [];
  const packageName = OWNER_PACKAGES[owner];
  if (packageName !== undefined) {
    // Run from a source checkout (the frames are outside site-packages): its commit is the version.
    asks.push(
      checkout == null
        ? connectorVersionAsk(packageName)
        : {
            ...connectorVersionAsk(packageName),
            text: `The commit of your ${packageName} checkout (your traceback runs it from ${inlineCode(checkout, 120)}).`,
            how: '`git rev-parse HEAD` in that checkout.',
          },
    );
  }
  // The third project that called the failing code (Dynamo calling NIXL) needs its own version too.
  const callerPackage = caller === undefined ? undefined : OWNER_PACKAGES[caller];
  if (callerPackage !== undefined && callerPackage !== packageName)
    asks.push({
      ...connectorVersionAsk(callerPackage),
      id: 'caller-version',
      // Such a caller often runs from a source checkout (Dynamo's `lib/bindings/python/src`): its commit is the answer then.
      text: `The ${callerPackage} version, or the commit of its source checkout.`,
      how: `\`pip show ${callerPackage}\`, or \`git rev-parse HEAD\` in the checkout.`,
    });
  if (!connectorShown) asks.push(KV_TRANSFER_CONFIG_ASK);
  return asks;
}

/** The ask for a fork's version: the release or commit of the tree its frames run from (a version in the thread answers it). */
function forkVersionAsk(fork: string): Ask {
  return {
    id: 'vllm-version',
    text: `The version or commit of the fork your traceback runs (${inlineCode(fork, 80)}).`,
    how: '`git rev-parse HEAD` in that tree, or the release you downloaded.',
    satisfied_by: [{ kind: 'vllm-version' }],
  };
}

/** The ask for a connector package's version (`pip show …`), answered by that package's version in the thread. */
function connectorVersionAsk(packageName: string): Ask {
  return {
    id: 'connector-version',
    text: `The ${packageName} version.`,
    how: `\`pip show ${packageName}\`.`,
    satisfied_by: [{ kind: 'package-version', package: packageName }],
  };
}

/** The package a connector's maintainers ask the version of (`pip show …`), by family. */
const CONNECTOR_PACKAGES: Record<string, string> = {
  mooncake: 'mooncake-transfer-engine',
  'mooncake-store': 'mooncake-transfer-engine',
  lmcache: 'lmcache',
  nixl: 'nixl',
};

/**
 * The short asks after a maintainer routed the issue and nothing is recognised: the vLLM version, the
 * `kv_transfer_config`, the whole log as text, and the connector package's version where it has one.
 * @param family the routed connector's family, or null
 */
export function routedAsks(family: string | null): Ask[] {
  const asks: Ask[] = [
    {
      id: 'vllm-version',
      text: 'The vLLM version.',
      how: 'Run `vllm --version` or `python collect_env.py` and paste the output.',
      satisfied_by: [{ kind: 'vllm-version' }],
    },
    {
      id: 'kv-transfer-config',
      text: 'Your `kv_transfer_config`.',
      how: 'The `--kv-transfer-config` JSON (or the `kv_transfer_config` you pass in Python).',
      satisfied_by: [{ kind: 'kv-transfer-config' }],
    },
    {
      id: 'full-log',
      text: 'The log as text, from start-up to the failure.',
      how: 'Paste it in a fenced code block; a screenshot cannot be searched or read by the bot.',
      satisfied_by: [{ kind: 'traceback' }],
    },
  ];
  const packageName = family === null ? undefined : CONNECTOR_PACKAGES[family];
  if (packageName !== undefined) {
    asks.push(connectorVersionAsk(packageName));
  }
  return asks;
}
