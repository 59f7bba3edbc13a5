/** Every entity of CONTRACT.md, from two modules so each chunk takes only the schemas it uses. */
export * from './account-entities';
export * from './listing-entities';
