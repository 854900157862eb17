import {
  channelFieldsFromUrl,
  channelInfoPayload,
  isAffiliateId,
  resolveChannelInfo,
  signUpOriginType,
} from './channel-info';
import { decodeChannelFields, encodeChannelFields } from './channel-cookie';

describe('channel info from the landing URL', () => {
  it('reads every channel field, utm_ names first', () => {
    const fields = channelFieldsFromUrl(
      '?affiliate_id=10001&group_id=7&group_type=2&ref=SANDBOXREF&utm_content=banner&utm_source=x' +
        '&utm_campaign=spring&stage=s1&regist_channel=web&utm_term=btc&source=ignored',
    );
    expect(fields).toEqual({
      affiliate_id: '10001',
      group_id: '7',
      group_type: '2',
      ref: 'SANDBOXREF',
      content: 'banner',
      source: 'x',
      campaign: 'spring',
      stage: 's1',
      regist_channel: 'web',
      term: 'btc',
    });
  });

  it('drops an affiliate id that is not numeric', () => {
    expect(channelFieldsFromUrl('?affiliate_id=abc12')).toEqual({});
    expect(isAffiliateId('10001')).toBe(true);
    expect(isAffiliateId('10001x')).toBe(false);
    expect(isAffiliateId(undefined)).toBe(false);
  });

  it('keeps a medium the URL names only when it is one of the four', () => {
    expect(channelFieldsFromUrl('?medium=broker').medium).toBe('broker');
    expect(channelFieldsFromUrl('?utm_medium=email').medium).toBeUndefined();
  });
});

describe('sign-up origin type', () => {
  it('is affiliate with an affiliate id, referral with a ref, else normal', () => {
    expect(signUpOriginType({ affiliate_id: '1', ref: 'R' })).toBe('affiliate');
    expect(signUpOriginType({ ref: 'R' })).toBe('referral');
    expect(signUpOriginType({})).toBe('normal');
  });
});

describe('resolveChannelInfo', () => {
  it('derives medium and userCode from the URL', () => {
    const info = resolveChannelInfo({ search: '?ref=SANDBOXREF', stored: null, language: 'en' });
    expect(info).toEqual({
      ref: 'SANDBOXREF',
      medium: 'referral',
      userCode: 'SANDBOXREF',
      language: 'en',
    });
    expect(resolveChannelInfo({ search: '?affiliate_id=10001', stored: null }).userCode).toBe(
      '10001',
    );
    expect(resolveChannelInfo({ search: '', stored: null }).medium).toBe('normal');
  });

  it('uses the stored (cookie) fields when the URL carries none, the URL otherwise', () => {
    const stored = { affiliate_id: '10002', group_id: '3' };
    expect(resolveChannelInfo({ search: '?lang=en', stored })).toMatchObject({
      affiliate_id: '10002',
      group_id: '3',
      medium: 'affiliate',
    });
    const fresh = resolveChannelInfo({ search: '?ref=NEW', stored });
    expect(fresh.affiliate_id).toBeUndefined();
    expect(fresh.ref).toBe('NEW');
  });

  it('adds the referrer and leaves empty fields out of the payload', () => {
    const info = resolveChannelInfo({
      search: '?ref=R1',
      stored: null,
      referrer: 'https://news.example/post',
    });
    expect(channelInfoPayload(info)).toEqual({
      ref: 'R1',
      medium: 'referral',
      userCode: 'R1',
      referrer: 'https://news.example/post',
    });
  });
});

describe('the channel cookie value', () => {
  it('round-trips the fields', () => {
    const fields = { affiliate_id: '10001', group_id: '7', ref: 'A B&C' };
    expect(decodeChannelFields(encodeChannelFields(fields))).toEqual(fields);
  });

  it('ignores a value with no channel field in it', () => {
    expect(decodeChannelFields('something=else')).toBeNull();
    expect(decodeChannelFields(null)).toBeNull();
  });
});
