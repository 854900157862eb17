/** Marks a form whose early submits are held back (see early-submit.ts). */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';
/** Set on such a form, or on a tab list, once hydrated: its events go straight to the app. */
export const READY_ATTRIBUTE = 'data-ready';
/** Marks a tab list whose early clicks are remembered (see early-tab.ts). */
export const EARLY_TABS_ATTRIBUTE = 'data-early-tabs';
/** A tab's value, read from the clicked tab of such a list. */
export const TAB_VALUE_ATTRIBUTE = 'data-value';

/**
 * Source of the inline script for the <head> of prerendered pages (no imports: the build reads
 * it in Node without loading React). Before the app has taken over, it holds back a submit of a
 * marked form (`window.__pendingSubmit`) and remembers the last tab clicked in a marked tab
 * list (`window.__pendingTab`: the list's place among the page's marked lists and the tab's
 * value), so neither is lost while the scripts load.
 */
export const earlyInputScript = `(function(){var d=document;d.addEventListener('submit',function(e){var f=e.target;if(!f||!f.hasAttribute||!f.hasAttribute('${EARLY_SUBMIT_ATTRIBUTE}')||f.hasAttribute('${READY_ATTRIBUTE}'))return;e.preventDefault();window.__pendingSubmit=f},true);d.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('[role=tab][${TAB_VALUE_ATTRIBUTE}]'),l=t&&t.closest('[${EARLY_TABS_ATTRIBUTE}]');if(!l||l.hasAttribute('${READY_ATTRIBUTE}'))return;window.__pendingTab={list:[].indexOf.call(d.querySelectorAll('[${EARLY_TABS_ATTRIBUTE}]'),l),value:t.getAttribute('${TAB_VALUE_ATTRIBUTE}')}},true)})();`;
