import { mainDomainOrigin, openTurkeyPopup, popupFeatures, turkeyPopupUrl } from './turkey-popup';

describe('turkey popup', () => {
  it('opens /en/tr-authorized with the type on the main domain', () => {
    const origin = mainDomainOrigin('www.exchange.example', {
      protocol: 'https:',
      hostname: 'tur.exchange.example',
      port: '',
    });
    expect(turkeyPopupUrl(origin, 'LOGIN_TR')).toBe(
      'https://www.exchange.example/en/tr-authorized?type=LOGIN_TR',
    );
  });

  it('keeps the preview port for local sandbox hosts only', () => {
    const local = { protocol: 'http:', hostname: 'tur.localhost', port: '4173' };
    expect(mainDomainOrigin('localhost', local)).toBe('http://localhost:4173');
    expect(mainDomainOrigin('www.exchange.example', local)).toBe('http://www.exchange.example');
  });

  it('is a 600x600 popup at top 100 from 500 px wide, a full popup below', () => {
    expect(popupFeatures(1280, 1600)).toBe('popup=yes,width=600,height=600,top=100,left=500');
    expect(popupFeatures(500, 500)).toContain('width=600,height=600,top=100');
    expect(popupFeatures(499, 499)).toBeUndefined();
  });

  it('passes the features to window.open', () => {
    const open = vi.fn(() => null);
    const win = { innerWidth: 1024, screen: { width: 1200 }, open } as unknown as Window;
    openTurkeyPopup('https://x/en/tr-authorized?type=BIND_TR', win);
    expect(open).toHaveBeenCalledWith(
      'https://x/en/tr-authorized?type=BIND_TR',
      'tr-authorized',
      'popup=yes,width=600,height=600,top=100,left=300',
    );
  });
});
