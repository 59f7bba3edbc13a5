import { toAppError } from './errors.js';

describe('toAppError', () => {
  it('answers 400 when the database cannot store the text (NUL), also when wrapped by the driver', () => {
    const pgError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    expect(toAppError(pgError)).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    const wrapped = new Error('Failed query', { cause: Object.assign(new Error('untranslatable character'), { code: '22P05' }) });
    expect(toAppError(wrapped)).toMatchObject({ statusCode: 400 });
  });

  it('answers 503 when the database is down and 500 for anything unknown', () => {
    expect(toAppError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toMatchObject({ statusCode: 503 });
    expect(toAppError(new Error('boom'))).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
  });
});
