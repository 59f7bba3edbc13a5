import * as v from 'valibot';
import { isFieldCode, validationMessages, type FieldCode } from './validation-messages';

/** What a failed parse says about each field: the `details` (English) and `fieldCodes` of a 400 answer. */
export interface FieldIssues {
  /** `{ field: English sentence }` (CONTRACT `details`). */
  details: Record<string, string>;
  /** `{ field: code }` (CONTRACT `fieldCodes`): clients choose their words from these. */
  fieldCodes: Record<string, FieldCode>;
}

/**
 * The first issue of each field of a failed parse, as codes and English
 * sentences. The contract's schemas report a rule by its code; an issue
 * raised without one (a value of the wrong type) is `INVALID_VALUE` and keeps
 * valibot's own sentence.
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssues {
  const details: Record<string, string> = {};
  const fieldCodes: Record<string, FieldCode> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    if (key in fieldCodes) continue;
    const code = isFieldCode(issue.message) ? issue.message : 'INVALID_VALUE';
    fieldCodes[key] = code;
    details[key] = code === issue.message ? validationMessages[code] : issue.message;
  }
  return { details, fieldCodes };
}
