// Generates the prose of a report: sentences with inline code and links, reproduction commands, lists and tables.

const SUBJECTS = [
  'The decode instance',
  'Our prefill node',
  'The engine',
  'The server',
  'After a few hours the API server',
  'With the Mooncake store enabled, the engine',
  'Under load the scheduler',
  'The P/D setup',
  'One of the workers',
];
const VERBS = [
  'crashes after',
  'stops answering after',
  'dies during',
  'hangs right after',
  'returns 500 for every request after',
  'logs a fatal error after',
  'runs fine until',
];
const OBJECTS = [
  'about 2,000 concurrent requests',
  'a client cancels a streaming request',
  'the KV cache fills up',
  'we enable `--enable-prefix-caching`',
  'the benchmark reaches its second round',
  'a preemption storm',
  'switching `kv_role` to `kv_both`',
  'a long prompt of 120k tokens',
  'the load balancer retries a request',
];
const ASIDES = [
  'We use the official Docker image.',
  'It does not happen with a single node.',
  'See the [docs](https://docs.vllm.ai/en/latest/features/disagg_prefill.html) for the setup we followed.',
  'This looks related to #41200 but the traceback differs.',
  'cc @someone-who-knows, maybe you have seen this?',
  'Setting `VLLM_LOGGING_LEVEL=DEBUG` did not show anything more useful.',
  'Restarting the server helps for a while.',
  '**Expected:** the request is rescheduled. **Actual:** the engine dies and all in-flight requests fail.',
  'The same config worked on the previous release.',
  'Happens roughly once per hour under production traffic.',
];
const MODELS = ['Qwen/Qwen3-235B-A22B-FP8', 'deepseek-ai/DeepSeek-V3.1', 'meta-llama/Llama-3.3-70B-Instruct', 'zai-org/GLM-4.6-FP8', 'openai/gpt-oss-120b'];
const CONNECTORS = [
  { name: 'MooncakeStoreConnector', role: 'kv_both' },
  { name: 'MooncakeConnector', role: 'kv_producer' },
  { name: 'NixlConnector', role: 'kv_both' },
  { name: 'LMCacheConnectorV1', role: 'kv_both' },
  { name: 'MultiConnector', role: 'kv_both' },
];

/** One sentence of a reporter's description. */
export function sentence(random) {
  return `${random.pick(SUBJECTS)} ${random.pick(VERBS)} ${random.pick(OBJECTS)}.`;
}

/**
 * A paragraph of a few sentences, sometimes with an aside.
 * @param random a seeded random source
 */
export function paragraph(random) {
  const sentences = [];
  const count = random.int(1, 4);
  for (let i = 0; i < count; i++) sentences.push(random.chance(0.3) ? random.pick(ASIDES) : sentence(random));
  return sentences.join(' ');
}

/**
 * The command the reporter ran, fenced, with a kv_transfer_config for the connector the report is about.
 * @param random a seeded random source
 * @param connectorFamily `mooncake-store`, `nixl`, `lmcache` or null
 */
export function serveCommand(random, connectorFamily) {
  const connector =
    connectorFamily === 'mooncake-store'
      ? CONNECTORS[0]
      : connectorFamily === 'nixl'
        ? CONNECTORS[2]
        : connectorFamily === 'lmcache'
          ? CONNECTORS[3]
          : random.pick(CONNECTORS);
  const lines = [
    '```bash',
    `vllm serve ${random.pick(MODELS)} \\`,
    `  --tensor-parallel-size ${random.pick([1, 2, 4, 8])} \\`,
    `  --max-num-seqs ${random.pick([64, 128, 256])} \\`,
    `  --gpu-memory-utilization 0.${random.int(80, 95)} \\`,
    random.chance(0.5) ? '  --enable-log-requests \\' : '  --disable-log-stats \\',
    `  --kv-transfer-config '{"kv_connector":"${connector.name}","kv_role":"${connector.role}"}'`,
    '```',
  ];
  if (connectorFamily === 'mooncake-store' && random.chance(0.5)) {
    lines.push('', 'With `MOONCAKE_CONFIG_PATH` pointing at:', '', '```json');
    lines.push(
      `{"local_hostname": "10.0.0.${random.int(2, 250)}", "metadata_server": "etcd://10.0.0.1:2379", "global_segment_size": ${random.int(1, 64)}000000000, "protocol": "rdma", "device_name": "mlx5_${random.int(0, 7)}"}`,
    );
    lines.push('```');
  }
  return lines.join('\n');
}

/**
 * Prose of a feature request or usage question, with GFM list, task list and table, about `targetChars` long.
 * @param random a seeded random source
 * @param targetChars how long the prose should be
 */
export function discussionProse(random, targetChars) {
  const parts = [];
  let length = 0;
  while (length < targetChars) {
    const shape = random.int(0, 4);
    let part;
    if (shape === 0) part = paragraph(random);
    else if (shape === 1) part = ['- ' + sentence(random), '- ' + sentence(random), '  - ' + random.pick(ASIDES), '- ' + sentence(random)].join('\n');
    else if (shape === 2)
      part = [
        '| setting | value | result |',
        '| --- | --- | --- |',
        `| max-num-seqs | ${random.int(16, 512)} | ${random.pick(['ok', 'crash', 'slow'])} |`,
        `| tp | ${random.int(1, 8)} | ${random.pick(['ok', 'crash'])} |`,
      ].join('\n');
    else if (shape === 3) part = `> ${paragraph(random)}\n>\n> ${sentence(random)}`;
    else part = `1. ${sentence(random)}\n2. Run \`vllm bench serve --num-prompts ${random.int(100, 5000)}\`\n3. ${sentence(random)}`;
    parts.push(part);
    length += part.length + 2;
  }
  return parts.join('\n\n');
}
