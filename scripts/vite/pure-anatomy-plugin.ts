/**
 * Chakra's anatomy module extends Ark's anatomies when it loads
 * (`const selectAnatomy = selectAnatomy$1.extendWith(...)`). The calls have no side effects, but
 * a bundler must assume a method call might, so every component's anatomy (colour picker, date
 * picker, menu, ...) stayed in every page. Annotating the calls pure lets unused ones drop out
 * (about 0.8 KiB gz of each first load).
 */
import type { Plugin } from 'vite';

const CHAKRA_ANATOMY = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/;
const EXTEND_CALL = /=\s*([\w$]+\.extendWith\()/g;

export function markAnatomyExtensionsPure(code: string): string {
  return code.replace(EXTEND_CALL, '= /* @__PURE__ */ $1');
}

export function pureAnatomyPlugin(): Plugin {
  return {
    name: 'pure-chakra-anatomy',
    apply: 'build',
    transform: {
      filter: { id: CHAKRA_ANATOMY },
      handler(code) {
        return { code: markAnatomyExtensionsPure(code), map: null };
      },
    },
  };
}
