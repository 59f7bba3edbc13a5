/** The entry points of a package.json's exports, as import specifiers (`@intambwe/auth`, `@intambwe/auth/pages`). */
export function entrySpecifiers(manifest: { name: string; exports?: unknown }): string[];
/** The consumer's source: imports every entry point and asserts that none leaks `any`. */
export function consumerSource(specifiers: readonly string[]): string;
/** The folder of the packages' usage files (`consumers/<package name without scope>.ts`). */
export const usageDir: string;
/**
 * Compiles the consumer of a staged package with `strict` (the generated check of every entry point and the
 * package's usage file, `usage` or `consumers/<name>.ts`); throws with the compiler's output when it fails.
 */
export function checkConsumerTypes(stagedPackage: string, workspaceRoot: string, options?: { usage?: string }): void;
