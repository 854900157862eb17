import { maskEmail, maskPhone } from './mask';

describe('maskEmail', () => {
  it('hides the last 3 characters of the local part', () => {
    expect(maskEmail('demo@example.com')).toBe('d***@example.com');
    expect(maskEmail('banned-old@example.com')).toBe('banned-***@example.com');
  });

  it('hides a local part of 3 characters or fewer entirely', () => {
    expect(maskEmail('2fa@example.com')).toBe('***@example.com');
  });
});

describe('maskPhone', () => {
  it('masks the middle, leaving 4 digits', () => {
    expect(maskPhone('7700900001')).toBe('77******01');
    expect(maskPhone('7700900001').replace(/\*/g, '')).toHaveLength(4);
  });
});
