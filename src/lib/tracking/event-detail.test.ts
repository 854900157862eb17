import { TG_SOURCES, eventDetail, readTgSource, trackWithDetail } from './event-detail';

describe('eventDetail', () => {
  it('puts tg_source, eu_subscription and is_manual_input in the ext_json string', () => {
    const detail = eventDetail({
      tgSource: 'earn',
      euSubscription: true,
      isManuallyModifyUserCode: false,
    });
    expect(typeof detail.ext_json).toBe('string');
    expect(JSON.parse(detail.ext_json)).toEqual({
      tg_source: 'earn',
      eu_subscription: '1',
      is_manual_input: false,
    });
  });

  it("sends the EU opt-in as '1' or '0'", () => {
    expect(JSON.parse(eventDetail({ euSubscription: false }).ext_json)).toEqual({
      eu_subscription: '0',
    });
  });

  it('leaves out what is not known', () => {
    expect(eventDetail({}).ext_json).toBe('{}');
  });

  it('knows the chat-app sources of the spec', () => {
    expect(TG_SOURCES).toEqual(['referral', 'earn', 'live', 'app', 'annualReport2024']);
  });
});

describe('readTgSource', () => {
  it("takes only the spec's sources", () => {
    expect(readTgSource('annualReport2024')).toBe('annualReport2024');
    expect(readTgSource('facebook')).toBeUndefined();
    expect(readTgSource(null)).toBeUndefined();
  });
});

describe('trackWithDetail', () => {
  it('adds the detail of the moment of each event as ext_json', () => {
    const track = vi.fn();
    let typed = false;
    const withDetail = trackWithDetail(track, () => ({ isManuallyModifyUserCode: typed }));
    withDetail('registerSubmit', { channel: 'email' });
    typed = true;
    withDetail('registerSuccess');
    expect(track.mock.calls).toEqual([
      ['registerSubmit', { channel: 'email', ext_json: '{"is_manual_input":false}' }],
      ['registerSuccess', { ext_json: '{"is_manual_input":true}' }],
    ]);
  });
});
