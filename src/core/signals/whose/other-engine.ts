// Which serving engine the thread shows, read from what its text shows and not from a name in prose: another engine's
// own launch command, module, flag, frames, image or variables (SGLang, TensorRT-LLM, Dynamo's own engines,
// checkpoint-engine, LMDeploy), and whether anything shows vLLM itself ran (its frames, `vllm serve`, a `vllm.`
// module, a `VLLM_` variable, its log prefix, a kv-transfer config, a version). A thread that shows another engine and
// no vLLM is not vLLM's to explain (`plan/speech/engine-policy.ts`).
import type { Extraction } from '../../extract/extract.js';
import { firstBlocks } from '../../extract/markdown/block-store.js';
import { isEvidence } from '../../extract/roles.js';
import { readDialectPrefix } from '../../extract/logs/dialects.js';
import { vllmPathOf } from '../../vllm/links.js';

/** The engines the table knows. */
export type OtherEngine = 'sglang' | 'tensorrt-llm' | 'dynamo' | 'checkpoint-engine' | 'lmdeploy';

/** One row: the engine, how it is named to people, where it is maintained, and what in a thread shows it ran. */
interface EngineRow {
  engine: OtherEngine;
  name: string;
  repository: string;
  signs: RegExp;
}

/**
 * Another engine by what the text shows (never its bare name, which a vLLM thread uses for a comparison): its launch
 * command or module, its own flags, its frames, its image, its variables, its pinned package.
 */
const ENGINES: readonly EngineRow[] = [
  {
    engine: 'sglang',
    name: 'SGLang',
    repository: 'sgl-project/sglang',
    signs:
      /\bpython3?\s+-m\s+sglang\.\w{1,40}|\bsglang\.(?:launch_server|srt(?:\.\w{1,40}){0,4}|bench_\w{1,30}|check_env|router)\b|--disaggregation-(?:mode|transfer-backend|ib-device|bootstrap-port)\b(?:[ =]\w{1,20})?|\bsglang\/srt\/(?:[\w.-]{1,60}\/){0,6}[\w.-]{1,60}\.py|\bsgl[-_]kernel\b|lmsysorg\/sglang|\bSGLANG_[A-Z][A-Z0-9_]{2,}|\bsglang(?:\[\w{1,10}\])?==\d/,
  },
  {
    engine: 'tensorrt-llm',
    name: 'TensorRT-LLM',
    repository: 'NVIDIA/TensorRT-LLM',
    signs:
      /\btensorrt_llm[./]|\btrtllm-(?:serve|build|bench|llmapi-launch)\b|\btensorrt[-_]llm==\d|nvcr\.io\/nvidia\/tensorrt-llm|\bT(?:RT)?LLM_[A-Z][A-Z0-9_]{2,}/,
  },
  {
    engine: 'dynamo',
    name: "Dynamo's SGLang or TensorRT-LLM backend",
    repository: 'ai-dynamo/dynamo',
    signs: /\bdynamo[./](?:sglang|trtllm|mocker|llama_cpp)\b/,
  },
  {
    engine: 'checkpoint-engine',
    name: 'checkpoint-engine',
    repository: 'MoonshotAI/checkpoint-engine',
    signs: /\bcheckpoint_engine[./]|\bcheckpoint-engine(?:==|\s+v?\d+\.\d)|\/checkpoint-engine\//,
  },
  {
    engine: 'lmdeploy',
    name: 'LMDeploy',
    repository: 'InternLM/lmdeploy',
    signs: /\blmdeploy\s+serve\b|\blmdeploy\.(?:serve|pytorch|turbomind|cli)\b|openmmlab\/lmdeploy/,
  },
];

/**
 * What shows vLLM itself ran, besides its frames and its version: `vllm serve`, a module or path of vLLM's package,
 * an import, a `VLLM_` variable, vLLM's log prefix (`(EngineCore_DP0 pid=…)`, `INFO 05-02 10:00:00 [file.py:N]`),
 * a kv-transfer config, vLLM's image, Dynamo's vLLM backend.
 */
const VLLM_SIGNS =
  /\bvllm\s+serve\b|\bvllm\.(?:entrypoints|distributed|v1|engine|worker|executor|model_executor|config|platforms|attention|utils|logger|core|inputs|outputs|sampling_params|LLM)\b|\b(?:from|import)\s+vllm\b|\/vllm\/(?:entrypoints|distributed|v1|engine|worker|executor|model_executor)\/|\bVLLM_[A-Z][A-Z0-9_]{2,}|\((?:EngineCore\w{0,10}|VllmWorker\w{0,10}|Worker_TP\d{1,4}|APIServer)(?: rank=\d{1,4})? pid=\d{1,9}\)|^(?:DEBUG|INFO|WARNING|ERROR|CRITICAL) \d\d-\d\d \d\d:\d\d:\d\d \[\w{1,80}\.py:\d{1,6}\]|--kv[-_]transfer[-_]config\b|\bkv_transfer_config\b|\bvllm\/vllm-openai\b|\bdynamo[./]vllm\b|\bvllm==\d/m;

/** The text of the reporter's and maintainers' own words, line by line, without the lines LMCache's logger printed. */
function ownLines(extraction: Extraction): string[] {
  const lines: string[] = [];
  for (const block of firstBlocks(extraction.blocks, 400)) {
    if (!isEvidence(block.source) || block.quoted === true) continue;
    for (const line of block.text.slice(0, 60_000).split('\n')) {
      // LMCache's logger prints vLLM's objects by name (`VllmConfig`, `vllm request`): its lines are LMCache's words.
      if (readDialectPrefix(line.trimStart())?.logModule === 'LMCache') continue;
      lines.push(line);
    }
  }
  return lines;
}

/** The other engine a thread shows, with how it is named, where it is maintained, and the text that shows it. */
export interface EngineShown {
  engine: OtherEngine;
  name: string;
  repository: string;
  /** The text that shows it (a launch command, a flag, a frame's module), or the repository the issue is in. */
  shownBy: string;
}

/**
 * The other engine the thread shows (the first row whose signs its own lines show; the repository when it is
 * that engine's tracker), or null.
 * @param extraction the thread's blocks
 * @param repository the repository (`owner/name`), when known
 */
export function otherEngineShown(extraction: Extraction, repository: string | undefined): EngineShown | null {
  // Dynamo's tracker also hears of its vLLM backend: only the engines that are nothing but themselves count by their tracker.
  const home = ENGINES.find((row) => row.engine !== 'dynamo' && row.repository.toLowerCase() === repository?.toLowerCase());
  if (home !== undefined) return { engine: home.engine, name: home.name, repository: home.repository, shownBy: home.repository };
  const lines = ownLines(extraction);
  for (const row of ENGINES) {
    for (const line of lines) {
      const found = row.signs.exec(line);
      if (found !== null) return { engine: row.engine, name: row.name, repository: row.repository, shownBy: found[0].trim() };
    }
  }
  return null;
}

/**
 * Whether the thread shows vLLM itself: vLLM's tracker, a frame in vLLM's tree, a vLLM version, or one of the signs
 * above in the reporter's or a maintainer's own lines (LMCache's logger lines left out).
 * @param extraction the thread's blocks and tracebacks
 * @param vllmVersion the vLLM version read from the thread, or null
 * @param repository the repository (`owner/name`), when known
 */
export function vllmShown(extraction: Extraction, vllmVersion: string | null, repository: string | undefined): boolean {
  if (repository === undefined || repository.toLowerCase().startsWith('vllm-project/vllm')) return true;
  if (vllmVersion !== null) return true;
  const frames = extraction.tracebacks.slice(0, 200).filter((traceback) => isEvidence(traceback.source));
  if (frames.some((traceback) => traceback.frames.some((frame) => vllmPathOf(frame.file) !== null))) return true;
  return ownLines(extraction).some((line) => VLLM_SIGNS.test(line));
}
