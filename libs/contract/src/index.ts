/**
 * The contract entry: valibot schemas and constants of CONTRACT.md, free of
 * React and of any browser API, imported by the server as well as the client.
 */
export * from './account';
export * from './entities';
export * from './envelope';
export * from './inputs';
export * from './openid';
export * from './public-config';
export { defaultBrand, defaultPublicConfig } from './public-config-defaults';
export * from './validation-messages';
export { describeIssues, type FieldIssues } from './describe-issues';
export { isSafeHref } from './safe-href';
export { isGooglePictureUrl } from './google-picture';
