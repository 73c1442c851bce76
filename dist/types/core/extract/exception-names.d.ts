/**
 * Whether a name reads as a Python exception type (`ValueError`, `nixl._bindings.nixlBackendError`, `KeyboardInterrupt`).
 * @param name the text before the first `: ` of a line
 */
export declare function isExceptionTypeName(name: string): boolean;
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
export declare function readExceptionLine(text: string, strict?: boolean): ExceptionLineReading | null;
