import { openTurkeyPopup, popupFeatures } from './turkey-popup';

describe('turkey popup', () => {
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

  it('opens a full popup (no features) under 500 px wide', () => {
    const open = vi.fn(() => null);
    const win = { innerWidth: 400, screen: { width: 400 }, open } as unknown as Window;
    openTurkeyPopup('https://x/en/tr-authorized?type=LOGIN_TR', win);
    expect(open).toHaveBeenCalledWith('https://x/en/tr-authorized?type=LOGIN_TR', 'tr-authorized');
  });
});
