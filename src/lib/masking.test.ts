import {
  EMAIL_HIDDEN_LOCAL_CHARACTERS,
  PHONE_VISIBLE_DIGITS,
  maskEmail,
  maskPhone,
} from './masking';

describe('maskPhone', () => {
  it('masks the middle, leaving 4 digits visible', () => {
    expect(PHONE_VISIBLE_DIGITS).toBe(4);
    expect(maskPhone('13812345678')).toBe('13*******78');
    expect(maskPhone('5551234')).toBe('55***34');
    expect(maskPhone('12345')).toBe('12*45');
    for (const phone of ['13812345678', '905321234567', '12345']) {
      expect(maskPhone(phone).replace(/\*/g, '')).toHaveLength(4);
      expect(maskPhone(phone)).toHaveLength(phone.length);
    }
  });

  it('masks numbers of 4 digits or fewer entirely', () => {
    expect(maskPhone('1234')).toBe('****');
    expect(maskPhone('')).toBe('');
  });
});

describe('maskEmail', () => {
  it('hides the last 3 characters of the local part', () => {
    expect(EMAIL_HIDDEN_LOCAL_CHARACTERS).toBe(3);
    expect(maskEmail('johnsmith@mail.com')).toBe('johnsm***@mail.com');
    expect(maskEmail('abcd@x.io')).toBe('a***@x.io');
  });

  it('hides a local part of 3 characters or fewer entirely', () => {
    expect(maskEmail('abc@x.io')).toBe('***@x.io');
    expect(maskEmail('ab@x.io')).toBe('**@x.io');
  });

  it('uses the last @ and masks a value without @ as a local part', () => {
    expect(maskEmail('"a@b"@x.io')).toBe('"a***@x.io');
    expect(maskEmail('johnsmith')).toBe('johnsm***');
  });
});
