import { clientAnswering } from './endpoints/test-client';
import { API_PATHS } from './paths';

// The catalogue's chunk cannot load (offline after the page loaded, or a new deployment).
vi.mock('./error-catalogue', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the request wrapper without its error catalogue', () => {
  it("falls back to the general 'code: message' toast and still answers the caller", async () => {
    const notify = { toast: vi.fn(), dialog: vi.fn() };
    const { client } = clientAnswering(
      { ret_code: 31020, ret_msg: 'Phone restricted' },
      { notify },
    );
    const answer = await client.request({ method: 'POST', path: API_PATHS.login });
    expect(answer).toMatchObject({ retCode: 31020, retMsg: 'Phone restricted' });
    // 31020 is a dialog in the catalogue; without it, the general toast for 5 s.
    expect(notify.dialog).not.toHaveBeenCalled();
    expect(notify.toast).toHaveBeenCalledWith({
      message: '31020: Phone restricted',
      code: 31020,
      durationMs: 5000,
      status: 'error',
    });
  });
});
