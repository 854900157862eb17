import { captureHandoff, takeHandoff } from './prerender-handoff';

function prerenderedForm(): HTMLFormElement {
  document.body.innerHTML = `<div id="root"><form data-early-submit>
    <input name="email" value="" /><input name="password" type="password" value="" />
    <input name="agree" type="checkbox" />
  </form></div>`;
  return document.querySelector('form')!;
}

function type(input: HTMLInputElement, value: string) {
  input.focus();
  input.value = value;
}

afterEach(() => {
  window.__pendingSubmit = undefined;
  document.body.innerHTML = '';
});

describe('the prerendered form handed to a fresh render', () => {
  it('takes what was typed after the capture too, up to the moment the new form mounts', () => {
    const old = prerenderedForm();
    type(old.elements.namedItem('email') as HTMLInputElement, 'first@example.com');
    captureHandoff(document);
    // The fresh render is under way; the visitor goes on typing into the prerendered form.
    type(old.elements.namedItem('password') as HTMLInputElement, 'Sandbox123');
    (old.elements.namedItem('agree') as HTMLInputElement).checked = true;
    document.body.innerHTML = `<form data-early-submit><input name="email" /><input name="password" type="password" /><input name="agree" type="checkbox" /></form>`;
    const fresh = document.querySelector('form')!;

    const handoff = takeHandoff(0);
    expect(handoff?.submitted).toBe(false);
    handoff?.restore(fresh);
    expect((fresh.elements.namedItem('email') as HTMLInputElement).value).toBe('first@example.com');
    expect((fresh.elements.namedItem('password') as HTMLInputElement).value).toBe('Sandbox123');
    expect((fresh.elements.namedItem('agree') as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(fresh.elements.namedItem('password'));
    expect(takeHandoff(0)).toBeUndefined();
  });

  it('replays a submit the early script held back after the capture', () => {
    const old = prerenderedForm();
    captureHandoff(document);
    window.__pendingSubmit = old;
    expect(takeHandoff(0)?.submitted).toBe(true);
  });
});
