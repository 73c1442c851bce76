// Inputs for readSettings in tests: an InputSource with @actions/core's semantics over a plain record (the test that
// reads the same values through the real @actions/core is in test/action/settings/inputs.test.ts).
import type { InputSource } from '../../src/action/settings/input-parsers.js';

const TRUE_VALUES = ['true', 'True', 'TRUE'];
const FALSE_VALUES = ['false', 'False', 'FALSE'];

/**
 * An input source: getInput trims and gives '' when unset, getBooleanInput accepts the YAML 1.2 core-schema booleans
 * only (a TypeError otherwise, as @actions/core throws), getMultilineInput drops empty lines and trims the rest.
 * @param values inputs by their action.yml names, or a function of the name
 */
export function fakeInputs(values: Record<string, string> | ((name: string) => string) = {}): InputSource {
  const raw = (name: string): string => (typeof values === 'function' ? values(name) : (values[name] ?? ''));
  const getInput = (name: string): string => raw(name).trim();
  return {
    getInput,
    getBooleanInput: (name) => {
      const value = getInput(name);
      if (TRUE_VALUES.includes(value)) return true;
      if (FALSE_VALUES.includes(value)) return false;
      throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}`);
    },
    getMultilineInput: (name) =>
      getInput(name)
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => line.trim()),
  };
}

/** The run facts of a workflow in vllm-project/vllm. */
export const VLLM_REPOSITORY = { repository: 'vllm-project/vllm' } as const;
