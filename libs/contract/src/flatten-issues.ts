import * as v from 'valibot';

/** `{ field: first message }` for a failed parse: the `details` of a 400 answer. */
export function flattenIssues(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    if (!(key in details)) details[key] = issue.message;
  }
  return details;
}
