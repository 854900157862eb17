/**
 * When the browser cannot hydrate a prerendered page (it renders afresh: another stored
 * language, a query that changes the page), the visitor may already have typed into the
 * prerendered form. `captureHandoff` notes every typed value, the focused field and a held-back
 * submit per form before the fresh render replaces the DOM; each form takes its part back when
 * it mounts (`useEarlySubmit`).
 */
import { EARLY_SUBMIT_ATTRIBUTE } from './early-submit-script';

interface FieldState {
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly type: string;
}

interface FormHandoff {
  readonly fields: readonly FieldState[];
  readonly focused: string | undefined;
  readonly submitted: boolean;
}

export interface TakenHandoff {
  readonly submitted: boolean;
  restore(form: HTMLFormElement): void;
}

const handoffs = new Map<number, FormHandoff>();

const formSelector = `form[${EARLY_SUBMIT_ATTRIBUTE}]`;

/**
 * A form's place among the page's early-submit forms: the same in the prerendered HTML and in a
 * fresh render of the same page (React's generated ids are not: a fresh render numbers them
 * differently from a hydrated one).
 */
export function handoffKeyOf(form: HTMLFormElement): number {
  return [...form.ownerDocument.querySelectorAll<HTMLFormElement>(formSelector)].indexOf(form);
}

export function captureHandoff(root: ParentNode, pendingSubmit: HTMLFormElement | undefined): void {
  for (const [key, form] of [...root.querySelectorAll<HTMLFormElement>(formSelector)].entries()) {
    const fields: FieldState[] = [];
    for (const input of form.querySelectorAll<HTMLInputElement>('input[name]')) {
      const touched =
        input.type === 'checkbox'
          ? input.checked !== input.defaultChecked
          : input.value !== input.defaultValue;
      if (touched)
        fields.push({
          name: input.name,
          value: input.value,
          checked: input.checked,
          type: input.type,
        });
    }
    const active = document.activeElement;
    const focused =
      active instanceof HTMLInputElement && form.contains(active) ? active.name : undefined;
    handoffs.set(key, { fields, focused, submitted: pendingSubmit === form });
  }
}

export function takeHandoff(key: number): TakenHandoff | undefined {
  const handoff = handoffs.get(key);
  if (!handoff) return undefined;
  handoffs.delete(key);
  return {
    submitted: handoff.submitted,
    restore(form) {
      for (const field of handoff.fields) {
        const input = form.querySelector<HTMLInputElement>(
          `input[name="${CSS.escape(field.name)}"]`,
        );
        if (!input) continue;
        if (field.type === 'checkbox') {
          // A click goes through the component's own handlers (Chakra/Zag keep their state).
          if (input.checked !== field.checked) input.click();
          continue;
        }
        // Through the native setter and an input event, so React and react-hook-form see it.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
          input,
          field.value,
        );
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (handoff.focused) {
        form
          .querySelector<HTMLInputElement>(`input[name="${CSS.escape(handoff.focused)}"]`)
          ?.focus();
      }
    },
  };
}
