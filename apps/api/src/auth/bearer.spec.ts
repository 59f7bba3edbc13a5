import { readBearerToken } from './bearer.js';

describe('readBearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc.def.ghi', 'abc.def.ghi'],
    ['Bearer   abc-_.def', 'abc-_.def'],
    ['Bearer abc ', 'abc'],
  ])('reads %j', (header, token) => {
    expect(readBearerToken(header)).toBe(token);
  });

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Token abc', 'Bearer a b', 'Bearerabc'])('finds no token in %j', (header) => {
    expect(readBearerToken(header)).toBeNull();
  });

  it('ignores repeated headers', () => {
    expect(readBearerToken(['Bearer a', 'Bearer b'])).toBeNull();
  });
});
