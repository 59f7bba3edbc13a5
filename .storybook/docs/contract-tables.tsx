import * as contract from '@intambwe/contract';
import { ERROR_CODES, validationMessages } from '@intambwe/contract';
import { schemasOf, schemaText } from './schema-text';

/**
 * Tables of the contract docs page (contract.mdx), read from the package
 * itself: a schema, code or sentence added to @intambwe/contract appears here
 * without anyone editing the page.
 */

type Group = 'entities' | 'fields' | 'requests' | 'configuration' | 'envelope';

const groupOf = (name: string, schema: unknown): Group => {
  if (!/^[{]/.test(schemaText(schema)) && !schemaText(schema).includes('| {')) return 'fields';
  if (/(Request|Query)Schema$/.test(name)) return 'requests';
  if (['PublicConfigSchema', 'BrandSchema'].includes(name)) return 'configuration';
  if (name.startsWith('FailureEnvelope')) return 'envelope';
  return 'entities';
};

const cell = { padding: '4px 8px', verticalAlign: 'top', borderBottom: '1px solid #ddd' } as const;
const code = { fontFamily: 'ui-monospace, monospace', fontSize: '13px' } as const;

export function SchemaTable({ group }: { group: Group }) {
  const rows = schemasOf(contract as Record<string, unknown>).filter(([name, schema]) => groupOf(name, schema) === group);
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Export</th>
          <th style={cell}>Shape (from the schema)</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, schema]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>{name}</td>
            <td style={{ ...cell, ...code }}>{schemaText(schema)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Status and meaning of each machine code (CONTRACT.md and apps/api/README.md). */
const CODE_MEANINGS: Record<keyof typeof ERROR_CODES, [status: string, meaning: string]> = {
  validation: ['400', 'A field breaks a rule; `details` maps each field to its sentence (validation sentences below).'],
  invalidJson: ['400', 'The body is not valid JSON.'],
  unauthorized: ['401', 'No access token, or an invalid or expired one.'],
  invalidCredentials: ['401', '“Invalid email or password”: the same for an unknown email and a wrong password.'],
  forbidden: ['403', 'Signed in, but not allowed.'],
  notFound: ['404', 'No such route or record.'],
  conflict: ['409', 'The email is already registered (or the Google identity belongs to another account).'],
  payloadTooLarge: ['413', 'The body is over 64 KiB.'],
  unsupportedMediaType: ['415', 'The body is not JSON.'],
  rateLimited: ['429', 'Too many requests; `Retry-After` says how many seconds to wait.'],
  internal: ['500', 'Unexpected; the client shows its own sentence.'],
  unavailable: ['503', 'The database (or another dependency) is unreachable; `Retry-After: 5`.'],
  invalidResetToken: ['400', '“Invalid or expired reset token”.'],
  invalidIdToken: ['401', '“ID token validation failed”: Google’s ID token did not verify.'],
  invalidRegistrationToken: ['401', 'The Google `registrationToken` is missing, expired, used or does not match.'],
  interactionExpired: ['400', 'A sister platform’s sign-in request (the OpenID Provider’s interaction) is unknown, finished, expired or began in another browser.'],
  googleLinkRequiresPassword: [
    '409',
    'Google is not authoritative for an existing password account: prove the password (POST /auth/google/link).',
  ],
  corsOriginNotAllowed: ['403', 'A preflight from an origin not listed in the server’s CORS_ORIGINS.'],
  invalidConfirmationToken: ['400', 'An unknown, used or expired newsletter confirmation token.'],
};

export function ErrorCodeTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>code</th>
          <th style={cell}>Status</th>
          <th style={cell}>When</th>
        </tr>
      </thead>
      <tbody>
        {(Object.entries(ERROR_CODES) as Array<[keyof typeof ERROR_CODES, string]>).map(([key, value]) => (
          <tr key={key}>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={cell}>{CODE_MEANINGS[key]?.[0] ?? '?'}</td>
            <td style={cell}>{CODE_MEANINGS[key]?.[1] ?? 'Not described yet: add it to .storybook/docs/contract-tables.tsx.'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ValidationSentences() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Key</th>
          <th style={cell}>Sentence (forms and the server’s `details`)</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(validationMessages).map(([key, sentence]) => (
          <tr key={key}>
            <td style={{ ...cell, ...code }}>{key}</td>
            <td style={cell}>{sentence}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
