import { useEffect, useRef, type FormEvent } from 'react';
import { EARLY_SUBMIT_ATTRIBUTE, READY_ATTRIBUTE } from './early-input-script';
import { handoffKeyOf, takeHandoff } from './prerender-handoff';

/**
 * Prerendered forms can be typed into before the scripts arrive. An inline script in the page
 * (`earlyInputScript`, early-input-script.ts) holds back a submit on a form marked
 * `data-early-submit` until the form is ready; this hook marks it ready once the app has taken
 * over, puts back what was typed if the app had to render afresh instead of hydrating
 * (prerender-handoff.ts), and replays the held-back submit — so what the visitor typed is
 * submitted through the app (hashed), never posted natively.
 */
declare global {
  interface Window {
    __pendingSubmit?: HTMLFormElement | undefined;
  }
}

export function useEarlySubmit(onSubmit: (event: FormEvent<HTMLFormElement>) => unknown) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.setAttribute(READY_ATTRIBUTE, '');
    const handoff = takeHandoff(handoffKeyOf(form));
    handoff?.restore(form);
    if (window.__pendingSubmit === form || handoff?.submitted) {
      window.__pendingSubmit = undefined;
      form.requestSubmit();
    }
  }, []);
  return {
    ref,
    [EARLY_SUBMIT_ATTRIBUTE]: '',
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // React may hydrate on the submit itself and handle it: nothing is left to replay.
      if (window.__pendingSubmit === event.currentTarget) window.__pendingSubmit = undefined;
      return onSubmit(event);
    },
  };
}
