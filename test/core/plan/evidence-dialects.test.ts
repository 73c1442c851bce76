// An ask answered in another dialect is still answered: the connector config on a command line, in YAML, in Python or
// in an environment variable; the version from `pip show`, `--version`, an image tag or a pin. Near misses (a config
// asked about, another package's version, another user's setup) answer nothing.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const fenced = (lines: string[], lang = ''): string => `\`\`\`${lang}\n${lines.join('\n')}\n\`\`\``;
const crash = fenced([
  'Traceback (most recent call last):',
  '  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta',
  '    raise ValueError(',
  'ValueError: Request cmpl-77-1a2b3c4d is not in _unfinished_requests',
]);
const ask = (plan: ReturnType<typeof triage>, id: string) => plan.report.asks.find((candidate) => candidate.id === id);
const run = (setup: string, comments: Parameters<typeof triage>[0]['comments'] = []) =>
  triage({ title: 'store connector crash', author: 'rep', body: `${setup}\n\n${crash}`, comments });

/** Each way a thread shows the connector config (written for these tests; no corpus text). */
const CONFIGS: [string, string][] = [
  ['a one-line flag', 'vllm serve /models/q --port 8100 --kv-transfer-config \'{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}\''],
  [
    'a flag split over continued lines',
    fenced(['vllm serve /models/q \\', '  --kv-transfer-config \\', '  \'{"kv_connector": "MooncakeStoreConnector",', '    "kv_role": "kv_both"}\''], 'bash'),
  ],
  ['an escaped JSON flag', fenced(['vllm serve q --kv-transfer-config "{\\"kv_connector\\":\\"MooncakeStoreConnector\\",\\"kv_role\\":\\"kv_both\\"}"'])],
  ['a flag with =', fenced(['python3 -m vllm.entrypoints.openai.api_server --model q --kv-transfer-config={"kv_connector":"MooncakeStoreConnector"}'])],
  ['an underscore flag', fenced(['vllm serve q --kv_transfer_config \'{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}\''])],
  [
    'a Kubernetes args list',
    fenced(
      [
        'containers:',
        '  - name: vllm',
        '    args:',
        '      - --model=q',
        '      - --kv-transfer-config',
        '      - \'{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}\'',
      ],
      'yaml',
    ),
  ],
  ['a nested YAML config', fenced(['kv_transfer_config:', '  kv_connector: MooncakeStoreConnector', '  kv_role: kv_both'], 'yaml')],
  [
    'a vLLM YAML config file',
    fenced(['model: q', 'port: 8100', 'kv-transfer-config: \'{"kv_connector": "MooncakeStoreConnector", "kv_role": "kv_both"}\''], 'yaml'),
  ],
  [
    'Python KVTransferConfig',
    fenced(['ktc = KVTransferConfig(kv_connector="MooncakeStoreConnector", kv_role="kv_both")', 'llm = LLM(model="q", kv_transfer_config=ktc)'], 'python'),
  ],
  ['a Python dict', fenced(['llm = LLM(model="q", kv_transfer_config={"kv_connector": "MooncakeStoreConnector", "kv_role": "kv_both"})'], 'python')],
  [
    'an environment variable',
    fenced(
      [
        'export KV_TRANSFER_CONFIG=\'{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}\'',
        'vllm serve q --kv-transfer-config "$KV_TRANSFER_CONFIG"',
      ],
      'bash',
    ),
  ],
  ['a Kubernetes env entry', fenced(['env:', '  - name: KV_CFG', '    value: \'{"kv_connector": "MooncakeStoreConnector", "kv_role": "kv_both"}\''], 'yaml')],
  [
    'a docker compose command',
    fenced(
      [
        'services:',
        '  vllm:',
        '    image: vllm/vllm-openai:latest',
        '    command: >',
        '      --model q',
        '      --kv-transfer-config \'{"kv_connector":"MooncakeStoreConnector"}\'',
      ],
      'yaml',
    ),
  ],
  [
    'the startup log',
    fenced([
      "INFO 04-11 08:00:00 [api_server.py:1800] non-default args: {'model': 'q', 'kv_transfer_config': KVTransferConfig(kv_connector='MooncakeStoreConnector', engine_id='e1', kv_buffer_device='cuda', kv_role='kv_both')}",
    ]),
  ],
  ['a JSON file', fenced(['{', '  "kv_connector": "MooncakeStoreConnector",', '  "kv_role": "kv_both",', '  "kv_connector_extra_config": {}', '}'], 'json')],
];

/** Text that names the config without giving it: the ask stays. */
const NOT_CONFIGS: [string, string][] = [
  ['a question about the key', 'Should I set kv_connector? I am not sure which one the store needs.'],
  ['the flag named in a question', 'Do I need --kv-transfer-config for this, or is the default enough?'],
  ['a placeholder', fenced(['vllm serve q --kv-transfer-config \'{"kv_connector": "<CONNECTOR>"}\''])],
  ['the key in a traceback line', fenced(['    kv_connector = get_kv_transfer_group()'])],
  ['only the extra config', fenced(['--kv-transfer-config \'{"kv_connector_extra_config": {"mooncake_protocol": "rdma"}}\''])],
];

describe('the connector config, in whatever dialect the thread shows it', () => {
  it.each(CONFIGS)('should tick the config given as %s', (_name, setup) => {
    expect(ask(run(setup), 'kv-transfer-config')?.satisfied).toBe(true);
  });
  it.each(NOT_CONFIGS)('should keep the ask for %s', (_name, setup) => {
    expect(ask(run(setup), 'kv-transfer-config')?.satisfied).toBe(false);
  });
  it("should keep the ask when only another user's config is in the thread", () => {
    const setup = fenced(['vllm serve q --kv-transfer-config \'{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}\'']);
    const plan = run('Same crash here.', [{ id: 1, author: 'passer', authorAssociation: 'NONE', body: `I hit it too with\n\n${setup}` }]);
    expect(ask(plan, 'kv-transfer-config')?.satisfied).toBe(false);
  });
  it("should keep the ask when only a maintainer's suggested config is in the thread", () => {
    const plan = run('It crashes under load.', [
      {
        id: 1,
        author: 'keeper',
        authorAssociation: 'MEMBER',
        body: 'Could you try `--kv-transfer-config \'{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}\'` and share the log?',
      },
    ]);
    expect(ask(plan, 'kv-transfer-config')?.satisfied).toBe(false);
  });
});

/** Each way a thread shows vLLM's version; the version each gives. */
const VERSIONS: [string, string, string][] = [
  ['pip show', fenced(['$ pip show vllm', 'Name: vllm', 'Version: 0.11.0', 'Summary: A high-throughput and memory-efficient inference engine'])],
  ['vllm --version', fenced(['$ vllm --version', '0.11.0'])],
  ['__version__', fenced(['>>> import vllm; print(vllm.__version__)', '0.11.0'])],
  ['an image tag', 'We deploy the `vllm/vllm-openai:v0.11.0` image on both nodes.'],
  ['an image in docker run', fenced(['docker run --gpus all --net host vllm/vllm-openai:v0.11.0 --model q'])],
  ['a pin', fenced(['pip install vllm==0.11.0 mooncake-transfer-engine'])],
  ['uv pin', fenced(['uv pip install "vllm==0.11.0"'])],
  ['pip list', fenced(['$ pip list | grep -i vllm', 'vllm                              0.11.0'])],
  ['collect_env', fenced(['vLLM Version                 : 0.11.0', 'vLLM Build Flags:'])],
  ['prose', 'vLLM version: 0.11.0, one node, 8 GPUs.'],
  ['the server banner', fenced(['INFO 04-11 08:00:00 [api_server.py:1790] vLLM API server version 0.11.0'])],
  ['a wheel name', fenced(['Successfully installed vllm-0.11.0'])],
  ['a Kubernetes image', fenced(['spec:', '  containers:', '    - name: decode', '      image: vllm/vllm-openai:v0.11.0'], 'yaml')],
  ['vllm --version after a log line', fenced(['$ vllm --version', 'INFO 04-11 08:00:00 [__init__.py:216] Automatically detected platform cuda.', '0.11.0'])],
  ['pip show filtered by grep', fenced(['$ pip show vllm | grep Version', 'Version: 0.11.0'])],
  [
    '__version__ after a warning',
    fenced(['$ python -c "import vllm; print(vllm.__version__)"', 'WARNING 04-11 08:00:00 [__init__.py:30] No platform detected.', '0.11.0']),
  ],
].map(([name, text]) => [name as string, text as string, '0.11.0']);

/** Another package's version, or no version: the ask stays. */
const NOT_VERSIONS: [string, string][] = [
  ['a Mooncake pin', fenced(['pip install mooncake-transfer-engine==0.3.6'])],
  ['a torch version', 'torch 2.8.0, CUDA 12.8, python 3.12.'],
  ['an LMCache version', 'LMCache version: 0.3.9'],
  ['an LMCache image', 'We run `lmcache/vllm-openai:v0.3.9`.'],
  ['a latest tag', 'We run the `vllm/vllm-openai:latest` image.'],
  ['nixl pip show', fenced(['$ pip show nixl', 'Name: nixl', 'Version: 0.6.0'])],
  ['an xformers version beside vLLM', 'xformers 0.0.31 and vllm built from source.'],
  ['a nixl wheel variant', 'nixl-cu12 0.6.0 with vllm from main.'],
  ['an aiter version', 'On ROCm with aiter 0.1.4 and vllm from main.'],
  ['a DeepEP version', 'DeepEP 0.1.0 is installed next to vllm.'],
  ['a Mooncake wheel variant', 'mooncake-transfer-engine-non-cuda 0.3.6 with vllm.'],
  ['an LMCache-Ascend version', 'lmcache_ascend 0.3.1 with vllm on Ascend.'],
];

describe("vLLM's version, in whatever dialect the thread shows it", () => {
  it.each(VERSIONS)('should tick the version given by %s', (_name, setup, version) => {
    const status = ask(run(setup), 'vllm-version');
    expect(status?.satisfied).toBe(true);
    expect(status?.satisfiedBy).toContain(version);
  });
  it.each(NOT_VERSIONS)('should keep the ask for %s', (_name, setup) => {
    expect(ask(run(setup), 'vllm-version')?.satisfied).toBe(false);
  });
});

/** Two sides on two versions, said in many ways: never "both sides" with one of them. */
const TWO_SIDES: string[] = [
  'Prefill runs vllm 0.10.1 and decode runs vllm 0.11.0.',
  'prefill: vllm==0.10.1\ndecode: vllm==0.11.0',
  'The prefill pod uses `vllm/vllm-openai:v0.10.1`, the decode pod `vllm/vllm-openai:v0.11.0`.',
  'P node: v0.10.1 / D node: v0.11.0',
  'kv_producer on 0.10.1, kv_consumer on 0.11.0',
  'Node 1 runs 0.10.1, node 2 runs 0.11.0.',
  '| side | vllm |\n|---|---|\n| prefill | 0.10.1 |\n| decode | 0.11.0 |',
  'We upgraded the decoder to vLLM 0.11.0 but the prefiller is still on vLLM 0.10.1.',
];

describe('a version per side', () => {
  it.each(TWO_SIDES)('should give both versions, never one for both sides: %s', (setup) => {
    const plan = run(setup);
    const comment = plan.comment ?? '';
    expect(comment).toContain('0.10.1');
    expect(comment).toContain('0.11.0');
    expect(comment).not.toMatch(/both sides: `?0\.1[01]/);
  });
});

/** One side's version given, the other side named without one: the ask shrinks to the missing side's. */
const ONE_SIDE: [string, string][] = [
  ['Prefill runs vllm 0.10.1. The decode instance crashes after a few requests.', 'decode'],
  ['prefill: vllm==0.10.1\ndecode: built from main last week', 'decode'],
  ['The prefill pod uses `vllm/vllm-openai:v0.10.1`; the decode pod is what fails.', 'decode'],
  ['P node: v0.10.1, and the D node dies.', 'decode'],
  ['Our decode side is on vLLM 0.11.0; the prefill side was set up by another team.', 'prefill'],
  ['kv_consumer runs 0.11.0 and the kv_producer is remote.', 'prefill'],
  ['The decoder has vllm 0.11.0 installed; prefiller unchanged.', 'prefill'],
  ['Prefill instance: vLLM version 0.10.1\nDecode instance: see the log below', 'decode'],
];
/** Not one side's version: both given, said to be the same, or no side named. */
const NOT_ONE_SIDE: string[] = [
  'Prefill and decode both run vllm 0.10.1.',
  'Prefill on vllm 0.10.1 and decode on the same version.',
  'vllm 0.10.1 on one node, 8 GPUs.',
  'Prefill runs vllm 0.10.1 with the same image as decode.',
  'We run vllm 0.10.1 for prefill and decode.',
  'prefill: vllm 0.10.1, decode: vllm 0.10.1',
  'Versions are identical on prefill and decode: vllm 0.10.1.',
  'vllm 0.10.1, a single instance, no P/D.',
];

describe('a version given for one side only', () => {
  it.each(ONE_SIDE)('should ask only the missing side for %s', (setup, missing) => {
    const status = ask(run(setup), 'vllm-version');
    expect(status?.satisfied).toBe(false);
    expect(status?.text).toContain(`on the ${missing} side`);
  });
  it.each(NOT_ONE_SIDE)('should not shrink the version ask for %s', (setup) => {
    expect(ask(run(setup), 'vllm-version')?.text ?? '').not.toMatch(/on the (?:prefill|decode) side/);
  });
});

describe('a side and a version in different sentences', () => {
  it('should not give the side the version of the next sentence, nor shrink the ask when the setup has its own version', () => {
    const plan = run('vllm 0.9.1 on both nodes.\n\nThe prefill side keeps running. Same config worked with 0.9.0rc2, and the decode side dies.');
    expect(ask(plan, 'vllm-version')?.text ?? '').not.toMatch(/on the (?:prefill|decode) side/);
  });
});

/** A config shown with its role but no connector: the ask shrinks to the connector. */
const ROLE_ONLY: string[] = [
  fenced(['vllm serve q --kv-transfer-config \'{"kv_role":"kv_consumer","kv_port":"14579"}\'']),
  fenced(['kv_transfer_config:', '  kv_role: kv_producer', '  kv_rank: 0'], 'yaml'),
  fenced(['ktc = KVTransferConfig(kv_role="kv_both", kv_buffer_size=1e9)'], 'python'),
  fenced(['--kv-transfer-config={"kv_role":"kv_both","kv_parallel_size":2}']),
  fenced(['args:', '  - --kv-transfer-config', '  - \'{"kv_role": "kv_consumer"}\''], 'yaml'),
  fenced(['{', '  "kv_role": "kv_producer",', '  "kv_buffer_device": "cuda"', '}'], 'json'),
  fenced(['llm = LLM(model="q", kv_transfer_config={"kv_role": "kv_both"})'], 'python'),
  fenced(['vllm serve q --kv-transfer-config "{\\"kv_role\\":\\"kv_consumer\\"}"']),
];

describe('a config is known when its kv_connector is', () => {
  it.each(ROLE_ONLY)('should not tick the config for %s', (setup) => {
    const status = ask(run(setup), 'kv-transfer-config');
    expect(status?.satisfied).toBe(false);
    // A command-line config is read whole: what is missing of it is said.
    if (setup.includes('--kv-transfer-config')) expect(status?.text).toContain('The `kv_connector` of your `kv_transfer_config`');
  });
  it('should tick the config when the role and the connector are given apart', () => {
    const setup = fenced(
      ['vllm serve q --kv-transfer-config \'{"kv_role":"kv_both"}\'', '# and in the env file:', 'kv_connector: MooncakeStoreConnector'],
      'bash',
    );
    expect(ask(run(setup), 'kv-transfer-config')?.satisfied).toBe(true);
  });
  it('should tick the config when the connector is said in words beside a role-only config', () => {
    const setup = `We use MooncakeStoreConnector with kv_role kv_both.\n\n${fenced(['--kv-transfer-config \'{"kv_role":"kv_both"}\''])}`;
    expect(ask(run(setup), 'kv-transfer-config')?.satisfied).toBe(true);
  });
});
