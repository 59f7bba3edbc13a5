import { dateFormat, listFormat, numberFormat, relativeTimeFormat } from './format';

describe('Intl formatting per language', () => {
  it('formats Rwandan francs in each language', () => {
    const amount = 150000;
    expect(numberFormat('en', { style: 'currency', currency: 'RWF' }).format(amount)).toContain('150,000');
    expect(numberFormat('fr', { style: 'currency', currency: 'RWF' }).format(amount).replace(/\s/g, ' ')).toContain('150 000');
    expect(numberFormat('rw', { style: 'currency', currency: 'RWF' }).format(amount)).toMatch(/RF|RWF/);
  });

  it('names months in Kinyarwanda and Swahili', () => {
    const date = new Date(Date.UTC(2026, 10, 23, 12));
    expect(dateFormat('sw', { month: 'long', timeZone: 'UTC' }).format(date)).toBe('Novemba');
    expect(dateFormat('rw', { month: 'long', timeZone: 'UTC' }).format(date)).toMatch(/Ugushyingo/i);
  });

  it('says relative times and lists in the language', () => {
    expect(relativeTimeFormat('fr').format(-1, 'day')).toBe('hier');
    expect(listFormat('en').format(['Kigali', 'Musanze', 'Huye'])).toBe('Kigali, Musanze, and Huye');
  });

  it('makes a formatter once per language and options', () => {
    expect(numberFormat('sw')).toBe(numberFormat('sw'));
    expect(numberFormat('sw', { style: 'percent' })).not.toBe(numberFormat('sw'));
  });
});
