/** Marks a form whose early submits are held back (see early-submit.ts). */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';
/** Set on such a form once hydrated: its submits go straight to the app. */
export const READY_ATTRIBUTE = 'data-ready';

/**
 * Source of the inline script for the <head> of prerendered pages (no imports: the build reads
 * it in Node without loading React).
 */
export const earlySubmitScript = `(function(){document.addEventListener('submit',function(e){var f=e.target;if(!f||!f.hasAttribute||!f.hasAttribute('${EARLY_SUBMIT_ATTRIBUTE}')||f.hasAttribute('${READY_ATTRIBUTE}'))return;e.preventDefault();window.__pendingSubmit=f},true)})();`;
