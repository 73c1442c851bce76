// Generates the "Your current environment" part of a bug report: a collect_env dump in <details>, or a short list.

const OPERATING_SYSTEMS = [
  'Ubuntu 22.04.5 LTS (x86_64)',
  'Ubuntu 24.04.2 LTS (x86_64)',
  'Rocky Linux 9.4 (Blue Onyx) (x86_64)',
  'Debian GNU/Linux 12 (bookworm) (x86_64)',
];
const TORCH_VERSIONS = ['2.8.0+cu128', '2.9.0+cu128', '2.9.1+cu129', '2.10.0+cu130'];
const PYTHON_VERSIONS = ['3.10.16', '3.11.13', '3.12.11', '3.12.3'];
const GPUS = ['NVIDIA H100 80GB HBM3', 'NVIDIA H200', 'NVIDIA A100-SXM4-80GB', 'NVIDIA L40S', 'NVIDIA B200'];
const PACKAGES = [
  'numpy',
  'nvidia-cublas-cu12',
  'nvidia-cuda-cupti-cu12',
  'nvidia-cuda-nvrtc-cu12',
  'nvidia-cuda-runtime-cu12',
  'nvidia-cudnn-cu12',
  'nvidia-cufft-cu12',
  'nvidia-curand-cu12',
  'nvidia-cusolver-cu12',
  'nvidia-cusparse-cu12',
  'nvidia-nccl-cu12',
  'nvidia-nvjitlink-cu12',
  'nvidia-nvtx-cu12',
  'pyzmq',
  'torch',
  'torchaudio',
  'torchvision',
  'transformers',
  'triton',
  'flashinfer-python',
  'pynvml',
  'optree',
];

/** A vLLM version string the way collect_env prints it. */
export function vllmVersionText(random) {
  const minor = random.int(20, 28);
  const patch = random.int(0, 2);
  const forms = [
    `0.${minor}.${patch}`,
    `0.${minor}.${patch}rc1.dev${random.int(10, 400)}+g${random.hex(9)} (git sha: ${random.hex(9)})`,
    `0.${minor}.${patch} (git sha: ${random.hex(7)}, date: 2026${String(random.int(1, 9)).padStart(2, '0')}${String(random.int(10, 28))})`,
  ];
  return random.pick(forms);
}

function padLabel(label) {
  return label.padEnd(29, ' ') + ': ';
}

function boxed(title) {
  const rule = '==============================';
  return [rule, `${' '.repeat(Math.max(0, Math.floor((30 - title.length) / 2)))}${title}`, rule];
}

/**
 * The text of `python collect_env.py`, roughly `targetChars` long (the library list grows to fill it).
 * @param random a seeded random source
 * @param targetChars how long the dump should be, at least
 */
export function collectEnvDump(random, targetChars) {
  const gpu = random.pick(GPUS);
  const gpuCount = random.pick([1, 2, 4, 8]);
  const lines = ['Collecting environment information...'];
  lines.push(...boxed('System Info'));
  lines.push(`${padLabel('OS')}${random.pick(OPERATING_SYSTEMS)}`);
  lines.push(`${padLabel('GCC version')}(Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0`);
  lines.push(`${padLabel('Clang version')}Could not collect`);
  lines.push(`${padLabel('CMake version')}version 3.${random.int(22, 31)}.${random.int(0, 6)}`);
  lines.push(`${padLabel('Libc version')}glibc-2.35`);
  lines.push(...boxed('PyTorch Info'));
  lines.push(`${padLabel('PyTorch version')}${random.pick(TORCH_VERSIONS)}`);
  lines.push(`${padLabel('Is debug build')}False`);
  lines.push(`${padLabel('CUDA used to build PyTorch')}12.8`);
  lines.push(...boxed('Python Environment'));
  lines.push(`${padLabel('Python version')}${random.pick(PYTHON_VERSIONS)} (main, Jun  4 2025, 08:55:18) [GCC 11.4.0] (64-bit runtime)`);
  lines.push(`${padLabel('Python platform')}Linux-5.15.0-${random.int(90, 140)}-generic-x86_64-with-glibc2.35`);
  lines.push(...boxed('CUDA / GPU Info'));
  lines.push(`${padLabel('Is CUDA available')}True`);
  lines.push(`${padLabel('CUDA runtime version')}12.8.93`);
  lines.push('GPU models and configuration :');
  for (let i = 0; i < gpuCount; i++) lines.push(`GPU ${i}: ${gpu}`);
  lines.push(`${padLabel('Nvidia driver version')}${random.int(550, 580)}.${random.int(10, 99)}.${random.int(1, 9)}`);
  lines.push(...boxed('CPU Info'));
  lines.push('Architecture:                         x86_64');
  lines.push(`CPU(s):                               ${random.pick([64, 128, 192, 224])}`);
  lines.push('Model name:                           Intel(R) Xeon(R) Platinum 8480+');
  lines.push(
    'Flags:                                fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush dts acpi mmx fxsr sse sse2 ss ht tm pbe syscall nx pdpe1gb rdtscp lm constant_tsc art arch_perfmon pebs bts rep_good nopl xtopology nonstop_tsc cpuid aperfmperf tsc_known_freq pni pclmulqdq dtes64 monitor ds_cpl vmx smx est tm2 ssse3 sdbg fma cx16 xtpr pdcm pcid dca sse4_1 sse4_2 x2apic movbe popcnt',
  );
  lines.push(...boxed('Versions of relevant libraries'));
  let packageIndex = 0;
  const libraryLines = [];
  const fixedTail = 900;
  while (lines.join('\n').length + libraryLines.join('\n').length + fixedTail < targetChars) {
    const name = PACKAGES[packageIndex % PACKAGES.length];
    const suffix = packageIndex >= PACKAGES.length ? `-ext${Math.floor(packageIndex / PACKAGES.length)}` : '';
    libraryLines.push(`[pip3] ${name}${suffix}==${random.int(0, 12)}.${random.int(0, 40)}.${random.int(0, 99)}`);
    packageIndex++;
  }
  lines.push(...libraryLines);
  lines.push('[conda] Could not collect');
  lines.push(...boxed('vLLM Info'));
  lines.push(`${padLabel('ROCM Version')}Could not collect`);
  lines.push(`${padLabel('vLLM Version')}${vllmVersionText(random)}`);
  lines.push('vLLM Build Flags:');
  lines.push('  CUDA Archs: Not Set; ROCm: Disabled');
  lines.push('GPU Topology:');
  const header = ['    '];
  for (let i = 0; i < gpuCount; i++) header.push(`GPU${i}`);
  lines.push(`${header.join('\t')}\tCPU Affinity\tNUMA Affinity`);
  for (let i = 0; i < gpuCount; i++) {
    const row = [`GPU${i}`];
    for (let j = 0; j < gpuCount; j++) row.push(i === j ? ' X ' : 'NV18');
    lines.push(`${row.join('\t')}\t0-55,112-167\t0`);
  }
  lines.push(...boxed('Environment Variables'));
  lines.push('NVIDIA_VISIBLE_DEVICES=all');
  lines.push('VLLM_USAGE_SOURCE=production-docker-image');
  lines.push('CUDA_VERSION=12.8.1');
  lines.push('NCCL_CUMEM_ENABLE=0');
  lines.push('PYTORCH_NVML_BASED_CUDA_CHECK=1');
  lines.push('TORCHINDUCTOR_COMPILE_THREADS=1');
  return lines.join('\n');
}

/**
 * The whole environment section: the issue form's <details> around a fenced collect_env dump, or a short prose list.
 * @param random a seeded random source
 * @param targetChars how long the dump inside should be
 */
export function environmentSection(random, targetChars) {
  if (targetChars < 1500 || random.chance(0.15)) {
    return [
      '### Your current environment',
      '',
      `- vLLM: ${vllmVersionText(random)}`,
      `- GPU: ${random.int(1, 8)}x ${random.pick(GPUS)}`,
      `- torch ${random.pick(TORCH_VERSIONS)}, Python ${random.pick(PYTHON_VERSIONS)}`,
      `- mooncake-transfer-engine ${random.int(0, 3)}.${random.int(0, 9)}.${random.int(0, 9)}`,
    ].join('\n');
  }
  return [
    '### Your current environment',
    '',
    '<details>',
    '<summary>The output of <code>python collect_env.py</code></summary>',
    '',
    '```text',
    collectEnvDump(random, targetChars),
    '```',
    '',
    '</details>',
  ].join('\n');
}
