import { API_PATHS } from '@/api/paths';
import {
  catalogueCallerDialog,
  catalogueRefusal,
  showCatalogueRefusal,
  type ShowRefusalDeps,
} from './catalogue-refusal';

const SEND = API_PATHS.registerSendVerifyItem;
const REGISTER = API_PATHS.registerInfo;
const VERIFY = API_PATHS.registerVerify;
const LOGIN = API_PATHS.login;

describe('catalogueRefusal (docs/requests-and-errors.md, "The catalogue")', () => {
  it.each([
    [41007, 'unsupportedJurisdiction'],
    [400601, 'hkUserMismatch'],
    [400602, 'hkSiteMismatch'],
    [41102, 'identityVerification'],
    [41107, 'identityVerification'],
    [41103, 'genericMessage'],
    [41104, 'genericMessage'],
    [41105, 'genericMessage'],
    [41106, 'genericMessage'],
    [41108, 'genericMessage'],
    [400605, 'genericMessage'],
    [400606, 'genericMessage'],
    [50101, 'creatingAccount'],
  ] as const)('%i opens %s on registration calls, as on login', (code, dialog) => {
    for (const path of [SEND, VERIFY, REGISTER, API_PATHS.registerPassword]) {
      expect(catalogueRefusal(code, path, 'registration')).toEqual({ kind: 'dialog', dialog });
    }
    expect(catalogueCallerDialog(code, LOGIN, 'login')).toBe(dialog);
  });

  it('31018 names the info dialog on registration and the IP-ban dialog on login', () => {
    expect(catalogueCallerDialog(31018, SEND, 'registration')).toBe('ipInfo');
    expect(catalogueCallerDialog(31018, LOGIN, 'login')).toBe('ipBan');
  });

  it("20100 is the flow's own 2 s toast with the Chinese-e-mail message", () => {
    expect(catalogueRefusal(20100, SEND, 'registration')).toEqual({
      kind: 'toast',
      durationMs: 2000,
      messageKey: 'chineseEmailGoogleRegisterErr',
    });
  });

  it.each([10026, 30055, 41121, 41122, 41123, 41125, 41126, 41127, 41128])(
    '%i, passed over with nothing named, is the upgrade dialog on registration, nothing on login',
    (code) => {
      expect(catalogueRefusal(code, REGISTER, 'registration')).toEqual({
        kind: 'dialog',
        dialog: 'upgrade',
      });
      expect(catalogueRefusal(code, VERIFY, 'registration')).toEqual({
        kind: 'dialog',
        dialog: 'upgrade',
      });
      expect(catalogueRefusal(code, LOGIN, 'login')).toEqual({ kind: 'shownByWrapper' });
    },
  );

  it('an unlisted code or -200 is the upgrade dialog on send, register and password calls', () => {
    for (const path of [SEND, REGISTER, API_PATHS.registerPassword, API_PATHS.registerEmail]) {
      expect(catalogueRefusal(99999, path, 'registration')).toEqual({
        kind: 'dialog',
        dialog: 'upgrade',
      });
      expect(catalogueRefusal(-200, path, 'registration')).toEqual({
        kind: 'dialog',
        dialog: 'upgrade',
      });
    }
  });

  it("leaves what the wrapper shows to it: a refused code on the code check, 10016, 31020's dialog", () => {
    // The code check's wrong code (any unlisted code there) is the wrapper's toast.
    expect(catalogueRefusal(31025, VERIFY, 'registration')).toEqual({ kind: 'shownByWrapper' });
    expect(catalogueRefusal(10016, SEND, 'registration')).toEqual({ kind: 'shownByWrapper' });
    expect(catalogueRefusal(31020, SEND, 'registration')).toEqual({ kind: 'shownByWrapper' });
    expect(catalogueRefusal(99999, LOGIN, 'login')).toEqual({ kind: 'shownByWrapper' });
  });
});

describe('showCatalogueRefusal', () => {
  function fakes(): ShowRefusalDeps & {
    openCatalogueDialog: ReturnType<typeof vi.fn<ShowRefusalDeps['openCatalogueDialog']>>;
    toast: ReturnType<typeof vi.fn<ShowRefusalDeps['toast']>>;
  } {
    return {
      openCatalogueDialog: vi.fn<ShowRefusalDeps['openCatalogueDialog']>(async () => 'back'),
      toast: vi.fn<ShowRefusalDeps['toast']>(),
      message: (key) => (key === 'chineseEmailGoogleRegisterErr' ? 'No mainland China mail.' : key),
    };
  }

  it("opens the code's dialog with the answer's data and returns the choice", async () => {
    const deps = fakes();
    const answer = { retCode: 41102, retMsg: 'KYC needed', rawResult: { level: 1 } };
    await expect(showCatalogueRefusal(deps, answer, REGISTER, 'registration')).resolves.toEqual({
      kind: 'dialog',
      dialog: 'identityVerification',
      choice: 'back',
    });
    expect(deps.openCatalogueDialog).toHaveBeenCalledWith('identityVerification', {
      code: 41102,
      message: 'KYC needed',
      path: REGISTER,
      result: { level: 1 },
    });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it("toasts 20100 as 'code: message' for 2 s", async () => {
    const deps = fakes();
    await showCatalogueRefusal(deps, { retCode: 20100, retMsg: 'cn' }, SEND, 'registration');
    expect(deps.toast).toHaveBeenCalledWith('20100: No mainland China mail.', 2000);
    expect(deps.openCatalogueDialog).not.toHaveBeenCalled();
  });

  it('shows a generic failure in the upgrade dialog with the response data', async () => {
    const deps = fakes();
    const answer = { retCode: 70001, retMsg: 'Service busy', rawResult: { retry: true } };
    await showCatalogueRefusal(deps, answer, REGISTER, 'registration');
    expect(deps.openCatalogueDialog).toHaveBeenCalledWith('upgrade', {
      code: 70001,
      message: 'Service busy',
      path: REGISTER,
      result: { retry: true },
    });
  });

  it('shows an accepted answer that still failed (code 0) as a generic failure on registration', async () => {
    const deps = fakes();
    await showCatalogueRefusal(deps, { retCode: 0, retMsg: 'OK' }, REGISTER, 'registration');
    expect(deps.openCatalogueDialog).toHaveBeenCalledWith(
      'upgrade',
      expect.objectContaining({ code: 0 }),
    );
    const login = fakes();
    await expect(
      showCatalogueRefusal(login, { retCode: 0, retMsg: 'OK' }, LOGIN, 'login'),
    ).resolves.toEqual({ kind: 'shownByWrapper' });
    expect(login.openCatalogueDialog).not.toHaveBeenCalled();
  });

  it('shows nothing more for what the wrapper showed', async () => {
    const deps = fakes();
    await expect(
      showCatalogueRefusal(deps, { retCode: 31025, retMsg: 'wrong' }, VERIFY, 'registration'),
    ).resolves.toEqual({ kind: 'shownByWrapper' });
    expect(deps.openCatalogueDialog).not.toHaveBeenCalled();
    expect(deps.toast).not.toHaveBeenCalled();
  });
});
