/**
 * Describes a valibot schema in one line of TypeScript-like text, read from the
 * schema object itself, so the docs pages cannot drift from the contract:
 * `{ email: string (trim, non-empty, ≤ 254, email); password: string (≥ 6) }`.
 */
interface SchemaLike {
  kind?: string;
  type: string;
  expects?: string;
  entries?: Record<string, SchemaLike>;
  wrapped?: SchemaLike;
  item?: SchemaLike;
  options?: unknown[];
  literal?: unknown;
  key?: SchemaLike;
  value?: SchemaLike;
  pipe?: Array<SchemaLike & { requirement?: unknown }>;
}

const isSchema = (value: unknown): value is SchemaLike =>
  typeof value === 'object' &&
  value !== null &&
  (value as SchemaLike).kind === 'schema' &&
  typeof (value as SchemaLike).type === 'string';

const CHECKS: Record<string, (requirement: unknown) => string> = {
  min_length: (n) => `≥ ${String(n)}`,
  max_length: (n) => `≤ ${String(n)}`,
  min_value: (n) => `≥ ${String(n)}`,
  max_value: (n) => `≤ ${String(n)}`,
  length: (n) => `length ${String(n)}`,
  integer: () => 'integer',
  email: () => 'email',
  url: () => 'URL',
  iso_timestamp: () => 'ISO date',
  non_empty: () => 'non-empty',
  trim: () => 'trimmed',
  regex: (pattern) => `matches ${String(pattern)}`,
  to_lower_case: () => 'lower-cased',
};

function checksOf(schema: SchemaLike): string {
  const checks = (schema.pipe ?? [])
    .filter((step) => step.kind !== 'schema' && CHECKS[step.type])
    .map((step) => CHECKS[step.type]?.(step.requirement) ?? step.type);
  return checks.length > 0 ? ` (${[...new Set(checks)].join(', ')})` : '';
}

/** The schema a pipe ends in (request schemas are `pipe(unknown(), transform(...), object(...))`). */
function innermost(schema: SchemaLike): SchemaLike {
  const schemas = (schema.pipe ?? []).filter(isSchema).filter((step) => step !== schema);
  const last = schemas[schemas.length - 1];
  return last && schema.type === 'unknown' ? innermost(last) : schema;
}

export function schemaText(input: unknown, depth = 0): string {
  if (!isSchema(input)) return 'unknown';
  const schema = innermost(input);
  switch (schema.type) {
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      return `${schemaText(schema.wrapped, depth)} | undefined`;
    case 'nullable':
      return `${schemaText(schema.wrapped, depth)} | null`;
    case 'nullish':
      return `${schemaText(schema.wrapped, depth)} | null | undefined`;
    case 'picklist':
      return (schema.options ?? []).map((option) => JSON.stringify(option)).join(' | ');
    case 'literal':
      return JSON.stringify(schema.literal);
    case 'array':
      return `Array<${schemaText(schema.item, depth + 1)}>${checksOf(schema)}`;
    case 'record':
      return `Record<${schemaText(schema.key, depth + 1)}, ${schemaText(schema.value, depth + 1)}>`;
    case 'union':
    case 'variant':
      return (schema.options ?? []).map((option) => schemaText(option, depth + 1)).join(' | ');
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const fields = Object.entries(schema.entries ?? {}).map(([key, value]) => {
        const optional = ['optional', 'exact_optional', 'nullish', 'undefinedable'].includes(value.type);
        return `${key}${optional ? '?' : ''}: ${schemaText(optional ? value.wrapped : value, depth + 1)}`;
      });
      return depth > 2 ? '{ … }' : `{ ${fields.join('; ')} }`;
    }
    default:
      return `${schema.type}${checksOf(schema)}`;
  }
}

/** The exports of a module that are valibot schemas, by name. */
export function schemasOf(module: Record<string, unknown>): Array<[string, unknown]> {
  return Object.entries(module)
    .filter(([name, value]) => name.endsWith('Schema') && isSchema(value))
    .sort(([a], [b]) => a.localeCompare(b));
}
