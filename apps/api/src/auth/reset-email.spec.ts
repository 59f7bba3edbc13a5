import { buildResetEmail, resetLink } from './reset-email.js';

describe('the password reset email', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000/reset-password?token=abc_DEF-123'],
    ['https://careers.example.com/', 'https://careers.example.com/reset-password?token=abc_DEF-123'],
    ['https://example.com/front', 'https://example.com/front/reset-password?token=abc_DEF-123'],
  ])('links %s to the reset screen with the token', (siteUrl, expected) => {
    expect(resetLink(siteUrl, 'abc_DEF-123')).toBe(expected);
  });

  it('links to the reset screen in the language of the email', () => {
    expect(resetLink('https://careers.example.com', 't', 'rw')).toBe('https://careers.example.com/rw/reset-password?token=t');
    expect(resetLink('https://careers.example.com', 't', 'en')).toBe('https://careers.example.com/reset-password?token=t');
  });

  it('has the brand in the subject and the link in both parts', () => {
    const link = 'http://localhost:3000/reset-password?token=t0k3n';
    const mail = buildResetEmail({ to: 'aline@example.com', firstName: 'Aline', brand: 'Intambwe Careers', link });
    expect(mail.to).toBe('aline@example.com');
    expect(mail.subject).toBe('Reset your Intambwe Careers password');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Hello Aline,');
    expect(mail.text).toContain('one hour');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('escapes what people typed in the HTML part', () => {
    const mail = buildResetEmail({
      to: 'x@example.com',
      firstName: '<img src=x onerror=alert(1)>',
      brand: 'A & B',
      link: 'http://h/reset-password?token=a"b',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.html).toContain('token=a&quot;b');
  });
});
