// What counts as a Python exception type name, and the `Type: message` reading of one line.

/** Undotted names that are exceptions without an Error/Exception suffix. */
const BARE_EXCEPTION_NAMES = new Set([
  'KeyboardInterrupt',
  'SystemExit',
  'GeneratorExit',
  'StopIteration',
  'StopAsyncIteration',
  'Exception',
  'BaseException',
  'ExceptionGroup',
  'BaseExceptionGroup',
  'BackendCompilerFailed',
  'Unsupported',
  'OutOfResources',
  'DeadlineExceeded',
]);

const EXCEPTION_SUFFIXES = ['Error', 'Exception', 'Exit', 'Interrupt', 'Warning', 'Failure', 'Failed', 'Fault', 'Timeout', 'Died'];

/** Undotted names that end like an exception but are words people use as headings. */
const NOT_EXCEPTIONS = new Set(['Error', 'Warning', 'Failure', 'Failed', 'Timeout', 'Fault', 'Exit', 'Interrupt']);

/** A dotted identifier, optionally followed by Ray's `(InnerType)`; bounded, so it cannot backtrack. */
const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,120}(?:\.[A-Za-z_][A-Za-z0-9_]{0,120}){0,12}(?:\([A-Za-z_][A-Za-z0-9_.]{0,120}\))?$/;

/**
 * Whether a name reads as a Python exception type (`ValueError`, `nixl._bindings.nixlBackendError`, `KeyboardInterrupt`).
 * @param name the text before the first `: ` of a line
 */
export function isExceptionTypeName(name: string): boolean {
  if (name.length === 0 || name.length > 300 || !TYPE_NAME.test(name)) return false;
  const paren = name.indexOf('(');
  const base = paren === -1 ? name : name.slice(0, paren);
  const last = base.slice(base.lastIndexOf('.') + 1);
  if (BARE_EXCEPTION_NAMES.has(last)) return true;
  if (!base.includes('.') && NOT_EXCEPTIONS.has(last)) return false;
  if (EXCEPTION_SUFFIXES.some((suffix) => last.endsWith(suffix))) return true;
  // A dotted path ending in a class name (`torch._dynamo.exc.Unsupported`) is an exception when printed last.
  return base.includes('.') && /^[A-Z]/.test(last) && /^[a-z_]/.test(base);
}

/** A line read as `Type: message` or a bare `Type`. */
export interface ExceptionLineReading {
  type: string;
  message: string;
}

/**
 * Reads `module.ExcType: message` or a bare `ExcType` from a line (leading whitespace ignored).
 * @param text the line
 * @param strict when false, any CamelCase name is accepted as the type (the line ends a traceback)
 */
export function readExceptionLine(text: string, strict = true): ExceptionLineReading | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return null;
  const colon = trimmed.indexOf(':');
  const name = colon === -1 ? trimmed : trimmed.slice(0, colon);
  if (colon !== -1 && colon + 1 < trimmed.length && trimmed.charCodeAt(colon + 1) !== 32) return null;
  // Leniently (a line ending a traceback), any CamelCase name with a message reads as the type.
  const lenient = !strict && colon !== -1 && /^[A-Z][A-Za-z0-9]{0,120}$/.test(name) && /[a-z]/.test(name);
  const accepted = isExceptionTypeName(name) || lenient;
  if (!accepted) return null;
  return { type: name, message: colon === -1 ? '' : trimmed.slice(colon + 1).trim() };
}
