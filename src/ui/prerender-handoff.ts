/**
 * When the browser cannot hydrate a prerendered page (it renders afresh: another stored
 * language, a query that changes the page), the visitor may already have typed into the
 * prerendered form, and may go on typing while the fresh render is under way. `captureHandoff`
 * keeps each prerendered form and follows which of its fields has the focus; when the new form
 * mounts (`useEarlySubmit`) it takes the values, the focused field and a held-back submit as
 * they are at that moment, so nothing typed in between is lost.
 */
import { EARLY_SUBMIT_ATTRIBUTE } from './early-input-script';

interface FieldState {
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly type: string;
}

interface FormHandoff {
  readonly form: HTMLFormElement;
  /** The name of the form's field that last had the focus while the form was on the page. */
  focused: string | undefined;
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

function focusedFieldOf(form: HTMLFormElement): string | undefined {
  const active = form.ownerDocument.activeElement;
  return active instanceof HTMLInputElement && form.contains(active) ? active.name : undefined;
}

/** What the visitor changed in a prerendered form, read when the new form takes it. */
function touchedFields(form: HTMLFormElement): FieldState[] {
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
  return fields;
}

export function captureHandoff(root: ParentNode): void {
  for (const [key, form] of [...root.querySelectorAll<HTMLFormElement>(formSelector)].entries()) {
    const handoff: FormHandoff = { form, focused: focusedFieldOf(form) };
    // Removed from the page by the fresh render, the form no longer sees focus moves.
    form.addEventListener('focusin', () => {
      handoff.focused = focusedFieldOf(form) ?? handoff.focused;
    });
    handoffs.set(key, handoff);
  }
}

export function takeHandoff(key: number): TakenHandoff | undefined {
  const handoff = handoffs.get(key);
  if (!handoff) return undefined;
  handoffs.delete(key);
  const fields = touchedFields(handoff.form);
  return {
    // The early script holds back a submit of the prerendered form (early-input-script.ts).
    submitted: window.__pendingSubmit === handoff.form,
    restore(form) {
      for (const field of fields) {
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
