import { appIdFor } from './app-id';

const appIds = {
  default: 'exchange-web',
  byHost: { 'learn.exchange.com': 'exchange-learn', 'announcements.exchange.com': 'exchange-news' },
};

describe('appIdFor', () => {
  it('gives the learn and announcement hosts their own identifiers', () => {
    expect(appIdFor('learn.exchange.com', appIds)).toBe('exchange-learn');
    expect(appIdFor('Announcements.Exchange.com.', appIds)).toBe('exchange-news');
  });

  it("gives every other host the web app's", () => {
    expect(appIdFor('www.exchange.com', appIds)).toBe('exchange-web');
    expect(appIdFor('constructor', appIds)).toBe('exchange-web');
  });
});
