// A runner's files for one action run (event payload, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, …) and timed child processes.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * CPU milliseconds (user + system) of this process's finished, reaped children so far, from /proc/self/stat
 * (`cutime` + `cstime`, in USER_HZ = 100 ticks a second); null where /proc is missing. Read before and after one
 * child to get its CPU time: each reading is cut to 10 ms, but the cut does not add up over many runs.
 */
export function childrenCpuMs() {
  let stat;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return null;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** `/usr/bin/time`, when the machine has it (GNU time, for `-v` and its maximum resident set size). */
export const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/**
 * Creates the files the runner gives an action: the event payload and empty file-command files.
 * @param payload the event payload written to GITHUB_EVENT_PATH
 */
export function prepareRunnerDirectory(payload) {
  const root = mkdtempSync(join(tmpdir(), 'vllm-triage-bench-'));
  const commands = join(root, 'file_commands');
  const files = {
    event: join(root, 'event.json'),
    output: join(commands, 'set_output'),
    summary: join(commands, 'step_summary'),
    env: join(commands, 'set_env'),
    state: join(commands, 'save_state'),
    path: join(commands, 'add_path'),
    workspace: join(root, 'workspace'),
    temp: join(root, 'temp'),
  };
  for (const directory of [commands, files.workspace, files.temp]) mkdirSync(directory, { recursive: true });
  for (const file of [files.output, files.summary, files.env, files.state, files.path]) writeFileSync(file, '');
  writeFileSync(files.event, JSON.stringify(payload, null, 2));
  return { root, files };
}

/**
 * Runs a command to completion and times it: wall clock from spawn to exit, and its CPU time where /proc tells.
 * @param command the program
 * @param args its arguments
 * @param options cwd and env of the child; timeoutMs after which it is killed
 */
export function runTimed(command, args, { cwd, env, timeoutMs = 60_000 }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const cpuBefore = childrenCpuMs();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      const cpuAfter = childrenCpuMs();
      resolve({ ms, cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore, code, signal, stdout, stderr });
    });
  });
}

/**
 * The peak resident set size of a command in kB, read from GNU time's `-v` report (null without GNU time).
 * @param args node's arguments (the command is this node)
 * @param options cwd and env of the child
 */
export async function peakRssKb(args, options) {
  if (!GNU_TIME) return { kb: null, code: null };
  const result = await runTimed(GNU_TIME, ['-v', process.execPath, ...args], options);
  const line = result.stderr.split('\n').find((text) => text.includes('Maximum resident set size'));
  const kb = line ? Number(line.slice(line.lastIndexOf(':') + 1).trim()) : null;
  return { kb, code: result.code, stderr: result.stderr };
}

/** The outputs the action wrote to GITHUB_OUTPUT (`name<<DELIMITER` blocks and `name=value` lines). */
export function readOutputs(outputFile) {
  const outputs = {};
  const lines = readFileSync(outputFile, 'utf8').split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const heredoc = line.indexOf('<<');
    const equals = line.indexOf('=');
    if (heredoc > 0 && (equals < 0 || heredoc < equals)) {
      const delimiter = line.slice(heredoc + 2);
      const value = [];
      index++;
      while (index < lines.length && lines[index] !== delimiter) value.push(lines[index++]);
      outputs[line.slice(0, heredoc)] = value.join('\n');
    } else if (equals > 0) {
      outputs[line.slice(0, equals)] = line.slice(equals + 1);
    }
  }
  return outputs;
}
