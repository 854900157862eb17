import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import {
  CODE_FONT_SIZE,
  CODE_LENGTH,
  CODE_LOCK_MS,
  CodeInput,
  isCompleteCode,
  type CodeInputProps,
} from './code-input';
import { renderWithUi } from './test-utils/render-with-ui';

const digitLabel = (position: number, total: number) => `Digit ${position} of ${total}`;

function renderCode(props: Partial<CodeInputProps> = {}) {
  const onChange = vi.fn();
  const onComplete = vi.fn();
  const view = renderWithUi(
    <CodeInput
      groupLabel="Verification code"
      digitLabel={digitLabel}
      onChange={onChange}
      onComplete={onComplete}
      {...props}
    />,
  );
  const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
  const values = () =>
    boxes()
      .map((box) => box.value)
      .join('');
  return { ...view, onChange, onComplete, boxes, values };
}

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('CodeInput', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls a code complete at exactly six ASCII digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('1234567')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });

  it('takes a pasted code in Arabic-Indic or Persian digits as ASCII digits', () => {
    const { boxes, values, onComplete } = renderCode();
    paste(boxes()[0] as HTMLElement, '١٢٣۴۵۶');
    expect(values()).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('is one labelled group of 6 boxes, each named "Digit n of 6", with 36 px digits', () => {
    const { boxes } = renderCode();
    const group = screen.getByRole('group', { name: 'Verification code' });
    expect(CODE_LENGTH).toBe(6);
    expect(boxes()).toHaveLength(6);
    boxes().forEach((box, index) => {
      expect(group).toContainElement(box);
      expect(box).toHaveAccessibleName(`Digit ${index + 1} of 6`);
      expect(box).toHaveAttribute('inputmode', 'numeric');
    });
    expect(CODE_FONT_SIZE).toBe('36px');
    expect(getComputedStyle(boxes()[0]!).fontSize).toBe('36px');
    // Digits read left to right in right-to-left pages too.
    expect(group).toHaveAttribute('dir', 'ltr');
  });

  it('takes the one-time-code autofill in the first box', () => {
    const { boxes } = renderCode();
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()[1]).toHaveAttribute('autocomplete', 'off');
  });

  it('accepts digits only and moves to the next box after each', async () => {
    const { user, boxes, values, onChange } = renderCode();
    await user.click(boxes()[0]!);
    await user.keyboard('1a2 $3');
    expect(values()).toBe('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(boxes()[3]).toHaveFocus();
  });

  it("blocks the arrow keys, 'e' and '.'", async () => {
    const { user, boxes, values } = renderCode();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    for (const key of ['{ArrowLeft}', '{ArrowRight}', '{ArrowUp}', '{ArrowDown}', 'e', 'E', '.']) {
      await user.keyboard(key);
      expect(boxes()[2]).toHaveFocus();
    }
    expect(values()).toBe('12');
  });

  it('moves back with Backspace and Delete from an empty box, clearing the digit before', async () => {
    const { user, boxes, values } = renderCode();
    await user.click(boxes()[0]!);
    await user.keyboard('1234');
    expect(boxes()[4]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(values()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(values()).toBe('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('clears a filled box with Backspace and keeps the caret there for the right digit', async () => {
    const { user, boxes, values } = renderCode({ onComplete: undefined });
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.click(boxes()[1]!);
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('9');
    expect(values()).toBe('19');
  });

  it('keeps only the digits of a paste and uses the first 6', () => {
    const { boxes, values, onComplete } = renderCode();
    paste(boxes()[2]!, ' 12-34 56 789');
    expect(values()).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('fills the boxes from a one-time-code autofill in the first box', () => {
    const { boxes, values, onComplete } = renderCode();
    fireEvent.change(boxes()[0]!, { target: { value: '654321' } });
    expect(values()).toBe('654321');
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('calls onComplete on the 6th digit, then locks the entry for 2 s', async () => {
    vi.useFakeTimers();
    const { boxes, values, onComplete } = renderCode();
    boxes()[0]!.focus();
    for (const digit of '12345') fireEvent.keyDown(document.activeElement!, { key: digit });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement!, { key: '6' });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(CODE_LOCK_MS).toBe(2000);
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');

    // Locked: neither deleting nor pasting changes anything.
    fireEvent.keyDown(document.activeElement!, { key: 'Backspace' });
    paste(boxes()[0]!, '999999');
    expect(values()).toBe('123456');

    act(() => vi.advanceTimersByTime(1999));
    fireEvent.keyDown(document.activeElement!, { key: 'Backspace' });
    expect(values()).toBe('123456');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('group')).not.toHaveAttribute('aria-busy');
    fireEvent.keyDown(document.activeElement!, { key: 'Backspace' });
    expect(values()).toBe('12345');
    // The corrected code completes the entry again.
    fireEvent.keyDown(document.activeElement!, { key: '7' });
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('123457');
  });

  it('offers one tab stop: the box the next digit goes into', async () => {
    const { user, boxes } = renderCode();
    expect(boxes().map((box) => box.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    await user.click(boxes()[4]!);
    // Boxes fill from the left: a click past the first empty box lands on it.
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('12');
    expect(boxes().map((box) => box.tabIndex)).toEqual([-1, -1, 0, -1, -1, -1]);
  });

  it('works as a react-hook-form field', async () => {
    const submitted = vi.fn();
    function Form() {
      const { control, handleSubmit, setFocus } = useForm({ defaultValues: { code: '' } });
      return (
        <form onSubmit={handleSubmit((data) => submitted(data))}>
          <Controller
            name="code"
            control={control}
            rules={{ validate: (value) => value.length === 6 }}
            render={({ field }) => (
              <CodeInput {...field} groupLabel="Code" digitLabel={digitLabel} />
            )}
          />
          <button type="button" onClick={() => setFocus('code')}>
            focus
          </button>
          <button type="submit">send</button>
        </form>
      );
    }
    const { user } = renderWithUi(<Form />);
    await user.click(screen.getByRole('button', { name: 'focus' }));
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    await user.keyboard('246810');
    await user.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ code: '246810' }));
  });

  it('marks the boxes invalid when told to', () => {
    const { boxes } = renderCode({ invalid: true });
    for (const box of boxes()) expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
