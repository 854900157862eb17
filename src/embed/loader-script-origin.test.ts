import { loaderScriptOrigin } from './loader-script-origin';

function addScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
  return script;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
});

describe('loaderScriptOrigin', () => {
  it('is the origin of document.currentScript while embed.js runs', () => {
    addScript('https://tr.exchange.example/embed.js');
    const current = addScript('https://www.exchange.example/static/loader.js');
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(current);
    expect(loaderScriptOrigin(document)).toBe('https://www.exchange.example');
  });

  it('falls back to the last script whose path ends with /embed.js', () => {
    addScript('https://www.exchange.example/embed.js');
    addScript('https://eu.exchange.example:8443/embed.js?v=2#x');
    addScript('https://cdn.partner.example/app.js');
    addScript('https://cdn.partner.example/not-embed.js.map');
    expect(loaderScriptOrigin(document)).toBe('https://eu.exchange.example:8443');
  });

  it('is undefined when no script tells', () => {
    addScript('https://cdn.partner.example/app.js');
    expect(loaderScriptOrigin(document)).toBeUndefined();
  });
});
