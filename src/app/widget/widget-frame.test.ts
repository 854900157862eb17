import { currentFrameFacts, readWidgetFrame, type WidgetPageFacts } from './widget-frame';

const ALLOWED = ['http://127.0.0.1:*', 'http://localhost:*', 'https://partner.exchange.example'];

function facts(search: string, overrides: Partial<WidgetPageFacts> = {}): WidgetPageFacts {
  return {
    search,
    origin: 'http://localhost:4173',
    framed: true,
    parentOrigin: undefined,
    ...overrides,
  };
}

const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('readWidgetFrame', () => {
  it('is not a widget frame when the page is not framed', () => {
    expect(
      readWidgetFrame(
        facts(query({ embed: 'w1', embedHost: 'http://127.0.0.1:9000' }), { framed: false }),
        ALLOWED,
      ),
    ).toBeNull();
  });

  it('is not a widget frame without the id or the host', () => {
    expect(readWidgetFrame(facts(''), ALLOWED)).toBeNull();
    expect(readWidgetFrame(facts(query({ embed: 'w1' })), ALLOWED)).toBeNull();
    expect(
      readWidgetFrame(facts(query({ embedHost: 'http://127.0.0.1:9000' })), ALLOWED),
    ).toBeNull();
  });

  it('refuses a host outside the list', () => {
    expect(
      readWidgetFrame(facts(query({ embed: 'w1', embedHost: 'https://evil.example' })), ALLOWED),
    ).toEqual({ kind: 'refused', hostOrigin: 'https://evil.example' });
    // A host on the list for another scheme, or written as more than an origin.
    expect(
      readWidgetFrame(
        facts(query({ embed: 'w1', embedHost: 'http://partner.exchange.example' })),
        ALLOWED,
      ),
    ).toEqual({ kind: 'refused', hostOrigin: 'http://partner.exchange.example' });
    expect(
      readWidgetFrame(
        facts(query({ embed: 'w1', embedHost: 'https://partner.exchange.example/page' })),
        ALLOWED,
      ),
    ).toEqual({ kind: 'refused', hostOrigin: 'https://partner.exchange.example/page' });
  });

  it('refuses everybody with an empty list', () => {
    expect(
      readWidgetFrame(facts(query({ embed: 'w1', embedHost: 'http://127.0.0.1:9000' })), []),
    ).toEqual({ kind: 'refused', hostOrigin: 'http://127.0.0.1:9000' });
  });

  it('refuses a malformed widget id', () => {
    for (const id of ['', 'has space', 'a/b', '<script>', 'x'.repeat(65)]) {
      expect(
        readWidgetFrame(facts(query({ embed: id, embedHost: 'http://127.0.0.1:9000' })), ALLOWED),
        id,
      ).toEqual({ kind: 'refused', hostOrigin: 'http://127.0.0.1:9000' });
    }
  });

  it("refuses a host that is not the parent's real origin where the browser tells it", () => {
    expect(
      readWidgetFrame(
        facts(query({ embed: 'w1', embedHost: 'http://127.0.0.1:9000' }), {
          parentOrigin: 'https://evil.example',
        }),
        ALLOWED,
      ),
    ).toEqual({ kind: 'refused', hostOrigin: 'http://127.0.0.1:9000' });
  });

  it('is a page frame by default, and a modal one with display=modal', () => {
    expect(
      readWidgetFrame(
        facts(query({ embed: 'w_1-A', embedHost: 'http://127.0.0.1:9000' }), {
          parentOrigin: 'http://127.0.0.1:9000',
        }),
        ALLOWED,
      ),
    ).toEqual({
      kind: 'frame',
      id: 'w_1-A',
      hostOrigin: 'http://127.0.0.1:9000',
      display: 'page',
      sameSite: false,
    });
    expect(
      readWidgetFrame(
        facts(query({ embed: 'w2', embedHost: 'http://127.0.0.1:9000', display: 'modal' })),
        ALLOWED,
      ),
    ).toEqual({
      kind: 'frame',
      id: 'w2',
      hostOrigin: 'http://127.0.0.1:9000',
      display: 'modal',
      sameSite: false,
    });
    expect(
      readWidgetFrame(
        facts(query({ embed: 'w3', embedHost: 'http://127.0.0.1:9000', display: 'popup' })),
        ALLOWED,
      ),
    ).toMatchObject({ kind: 'frame', display: 'page' });
    expect(
      readWidgetFrame(
        facts(query({ embed: 'x'.repeat(64), embedHost: 'http://127.0.0.1:9000' })),
        ALLOWED,
      ),
    ).toMatchObject({ kind: 'frame', id: 'x'.repeat(64) });
  });

  it('is same-site for a sister site of the exchange, and not across loopback names', () => {
    expect(
      readWidgetFrame(
        facts(query({ embed: 'w1', embedHost: 'https://partner.exchange.example' }), {
          origin: 'https://www.exchange.example',
        }),
        ALLOWED,
      ),
    ).toMatchObject({ kind: 'frame', sameSite: true });
    expect(
      readWidgetFrame(
        facts(query({ embed: 'w1', embedHost: 'http://127.0.0.1:9000' }), {
          origin: 'http://localhost:4173',
        }),
        ALLOWED,
      ),
    ).toMatchObject({ kind: 'frame', sameSite: false });
    // Same name, other scheme: not the same site.
    expect(
      readWidgetFrame(
        facts(query({ embed: 'w1', embedHost: 'http://localhost:9000' }), {
          origin: 'https://localhost',
        }),
        ALLOWED,
      ),
    ).toMatchObject({ kind: 'frame', sameSite: false });
  });
});

describe('currentFrameFacts', () => {
  function fakeWindow(overrides: {
    top?: unknown;
    ancestors?: string[];
    referrer?: string;
    throwOnTop?: boolean;
  }): Window {
    const win: Record<string, unknown> = {
      location: {
        search: '?embed=w1',
        origin: 'http://localhost:4173',
        // A DOMStringList reads by index, as an array does.
        ancestorOrigins: overrides.ancestors,
      },
      document: { referrer: overrides.referrer ?? '' },
    };
    win.self = win;
    if (overrides.throwOnTop) {
      Object.defineProperty(win, 'top', {
        get() {
          throw new DOMException('cross-origin', 'SecurityError');
        },
      });
    } else {
      win.top = overrides.top ?? win;
    }
    return win as unknown as Window;
  }

  it('reads the page’s own facts: not framed at the top', () => {
    expect(currentFrameFacts(fakeWindow({}))).toEqual({
      search: '?embed=w1',
      origin: 'http://localhost:4173',
      framed: false,
      parentOrigin: undefined,
    });
  });

  it('is framed under another window, with the parent origin where the browser gives it', () => {
    expect(
      currentFrameFacts(fakeWindow({ top: {}, ancestors: ['http://127.0.0.1:9000'] })),
    ).toMatchObject({ framed: true, parentOrigin: 'http://127.0.0.1:9000' });
    expect(currentFrameFacts(fakeWindow({ top: {}, ancestors: [] }))).toMatchObject({
      framed: true,
      parentOrigin: undefined,
    });
    expect(currentFrameFacts(fakeWindow({ throwOnTop: true }))).toMatchObject({ framed: true });
    // Where the browser has no ancestorOrigins, the referrer's origin is the parent's.
    expect(
      currentFrameFacts(fakeWindow({ top: {}, referrer: 'http://127.0.0.1:9000/partner?x=1' })),
    ).toMatchObject({ framed: true, parentOrigin: 'http://127.0.0.1:9000' });
  });
});
