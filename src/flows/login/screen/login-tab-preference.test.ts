import { initialLoginTab } from './login-tab-preference';

describe('initialLoginTab', () => {
  const all = ['email', 'mobile', 'qr'] as const;
  it('defaults to e-mail', () => {
    expect(initialLoginTab(null, all)).toBe('email');
  });
  it('honours a stored tab that is offered', () => {
    expect(initialLoginTab('mobile', all)).toBe('mobile');
    expect(initialLoginTab('qr', all)).toBe('qr');
  });
  it('ignores a stored QR choice in modal mode and where QR is not offered (Turkey)', () => {
    expect(initialLoginTab('qr', all, { modal: true })).toBe('email');
    expect(initialLoginTab('qr', ['email', 'mobile'])).toBe('email');
  });
  it('ignores unknown values and falls back to the first tab without e-mail', () => {
    expect(initialLoginTab('fax', all)).toBe('email');
    expect(initialLoginTab(null, ['mobile', 'qr'])).toBe('mobile');
  });
});
