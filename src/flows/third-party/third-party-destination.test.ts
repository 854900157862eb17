import {
  registerSuccessDestination,
  type RegisterDestinationInput,
} from './third-party-destination';

const input: RegisterDestinationInput = {
  search: '',
  origin: 'http://localhost:4180',
  ownHosts: ['localhost'],
  language: 'en',
  downloadsAllowed: true,
  isMobile: false,
  inChatApp: false,
  landsOnSiteHome: false,
};

describe('registerSuccessDestination', () => {
  it('lands a new user on the dashboard with newUser=true', () => {
    expect(registerSuccessDestination(input)).toBe('/en/dashboard?newUser=true');
  });

  it('sends a new mobile user to the download page where downloads are allowed', () => {
    expect(registerSuccessDestination({ ...input, isMobile: true })).toBe(
      '/en/download?newUser=true',
    );
  });

  it('honours an allowed redirect_url and ignores a foreign one', () => {
    expect(registerSuccessDestination({ ...input, search: '?redirect_url=/en/trade' })).toBe(
      '/en/trade',
    );
    expect(
      registerSuccessDestination({ ...input, search: '?redirect_url=https://evil.example/x' }),
    ).toBe('/en/dashboard?newUser=true');
  });
});
