// @vitest-environment node
import { assembleModel } from './assemble';
import { shotFiles } from './paths';

const run = {
  startedAt: '2026-11-27T17:00:00.000Z',
  durationMs: 1,
  viewport: { width: 390, height: 844 },
  fullLength: true,
  command: 'npm run gallery',
  missingFonts: [],
};
const editions = [
  {
    id: 'tur',
    name: 'Turkey',
    languages: [{ code: 'tr-TUR', label: 'Türkçe', dir: 'ltr' as const }],
  },
];
const screens = [
  { id: 'login-email', name: 'login, e-mail', kind: 'screen' as const },
  { id: 'login-qr', name: 'login, QR code', kind: 'screen' as const },
  { id: 'login-turkey', name: 'login, Turkey', kind: 'screen' as const },
];
const where = { edition: 'tur', language: 'tr-TUR' };

describe('assembleModel', () => {
  it('gives an alias the shots of the screen it shares, absences their reason', () => {
    const files = shotFiles('tur', 'tr-TUR', 'login-email', 'jpeg');
    const model = assembleModel({
      editions,
      screens,
      shot: [{ ...where, screen: 'login-email', outcome: { status: 'shot', files } }],
      absences: [{ ...where, screen: 'login-qr', reason: '/login has no qr tab here' }],
      aliases: [{ ...where, screen: 'login-turkey', of: 'login-email' }],
      consent: [{ edition: 'tur', language: 'tr-TUR', error: 'boom' }],
      run,
    });
    expect(model.cells).toEqual([
      { ...where, screen: 'login-email', outcome: { status: 'shot', files } },
      {
        ...where,
        screen: 'login-qr',
        outcome: { status: 'absent', reason: '/login has no qr tab here' },
      },
      {
        ...where,
        screen: 'login-turkey',
        outcome: { status: 'shot', files, note: 'the same page as “login, e-mail”' },
      },
    ]);
    expect(model.consent).toEqual([
      { edition: 'tur', columns: [{ language: 'tr-TUR', error: 'boom' }] },
    ]);
  });

  it('passes a failure of the shared screen on to its alias', () => {
    const model = assembleModel({
      editions,
      screens,
      shot: [{ ...where, screen: 'login-email', outcome: { status: 'failed', reason: 'timeout' } }],
      absences: [],
      aliases: [{ ...where, screen: 'login-turkey', of: 'login-email' }],
      consent: [],
      run,
    });
    expect(model.cells[1]!.outcome).toEqual({ status: 'failed', reason: 'timeout' });
  });
});
