import { markAnatomyExtensionsPure } from './pure-anatomy-plugin';

describe('markAnatomyExtensionsPure', () => {
  it('marks the extension of an Ark anatomy pure, and leaves other code as it is', () => {
    const code = [
      'const selectAnatomy = selectAnatomy$1.extendWith("indicatorGroup", "indicator");',
      'const alertAnatomy = createAnatomy("alert").parts("title");',
    ].join('\n');
    expect(markAnatomyExtensionsPure(code)).toBe(
      [
        'const selectAnatomy = /* @__PURE__ */ selectAnatomy$1.extendWith("indicatorGroup", "indicator");',
        'const alertAnatomy = createAnatomy("alert").parts("title");',
      ].join('\n'),
    );
  });
});
