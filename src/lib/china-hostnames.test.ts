import { DEFAULT_ZH_HOSTNAMES, isChinaHostname } from './china-hostnames';

describe('isChinaHostname with the default list', () => {
  it('recognises cn. and zh. hosts, such labels further in, and .cn domains', () => {
    expect(isChinaHostname('cn.exchange.example')).toBe(true);
    expect(isChinaHostname('zh.exchange.example')).toBe(true);
    expect(isChinaHostname('www.cn.exchange.example')).toBe(true);
    expect(isChinaHostname('www.exchange.cn')).toBe(true);
    expect(isChinaHostname('WWW.EXCHANGE.CN')).toBe(true);
  });

  it('leaves other hosts alone', () => {
    expect(isChinaHostname('www.exchange.example')).toBe(false);
    expect(isChinaHostname('cnn.example')).toBe(false);
    expect(isChinaHostname('www.exchange.cnn')).toBe(false);
    expect(isChinaHostname('cn')).toBe(false);
    expect(isChinaHostname('localhost')).toBe(false);
  });

  it('is the list the function uses when given none', () => {
    expect(isChinaHostname('cn.exchange.example', DEFAULT_ZH_HOSTNAMES)).toBe(true);
  });
});

describe("isChinaHostname with the config's list", () => {
  it('matches a plain entry exactly, whatever the case', () => {
    const list = ['www.exchange-zh.example'];
    expect(isChinaHostname('www.exchange-zh.example', list)).toBe(true);
    expect(isChinaHostname('WWW.Exchange-ZH.example', list)).toBe(true);
    expect(isChinaHostname('api.exchange-zh.example', list)).toBe(false);
    expect(isChinaHostname('exchange-zh.example', list)).toBe(false);
  });

  it('reads * as one or more whole labels at the start or the end', () => {
    expect(isChinaHostname('a.b.exchange-zh.example', ['*.exchange-zh.example'])).toBe(true);
    expect(isChinaHostname('exchange-zh.example', ['*.exchange-zh.example'])).toBe(false);
    expect(isChinaHostname('zh.exchange.example', ['zh.*'])).toBe(true);
    expect(isChinaHostname('zh', ['zh.*'])).toBe(false);
  });

  it('never matches with an empty list or entries that are not host names', () => {
    expect(isChinaHostname('cn.exchange.example', [])).toBe(false);
    expect(isChinaHostname('cn.exchange.example', ['*', '', 'cn.*.example', 'c n.*'])).toBe(false);
  });
});
