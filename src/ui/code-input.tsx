import { HStack, Input } from '@chakra-ui/react';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useFormFieldControl } from './form-field-context';
import { asciiDigits } from '@/lib/ascii-digits';

/**
 * Verification codes have 6 digits; after the 6th the entry submits and locks for 2 s
 * (docs/verification.md, "Code entry and resend").
 */
export const CODE_LENGTH = 6;
export const CODE_LOCK_MS = 2000;

const COMPLETE_CODE = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** Whether a code is complete: exactly six ASCII digits, as the forms send it. */
export function isCompleteCode(code: string): boolean {
  return COMPLETE_CODE.test(code);
}
/** Digit size of the code boxes (docs/verification.md, "Code entry and resend"). */
export const CODE_FONT_SIZE = '36px';

/** Keys that would put something other than a digit in a number field, or move the caret. */
const BLOCKED_KEYS = new Set([
  'e',
  'E',
  '.',
  ',',
  '+',
  '-',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
]);

export interface CodeInputHandle {
  /** Focuses the first empty box (react-hook-form's setFocus calls this). */
  focus(): void;
}

export interface CodeInputProps {
  /** Controlled value: the digits typed so far (0–6). */
  value?: string | undefined;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called with the full code when the 6th digit is entered; the boxes then lock for 2 s. */
  onComplete?: (code: string) => void;
  /** Called when focus leaves the whole group (not when it moves between boxes). */
  onBlur?: () => void;
  name?: string | undefined;
  /** React 19 passes `ref` as a prop, so react-hook-form's Controller `field` spreads in as is. */
  ref?: Ref<CodeInputHandle> | undefined;
  /**
   * Accessible name of the group, e.g. "Verification code". Inside a `FormField` it may be
   * left out: the field's label names the group.
   */
  groupLabel?: string;
  /** Accessible name of each box: `(2, 6) => 'Digit 2 of 6'`. */
  digitLabel: (position: number, total: number) => string;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
  /** Focus the first empty box when the entry appears (a code step that opens on its own). */
  focusOnMount?: boolean;
  /** Lock after completion; the spec's 2 s unless a test needs otherwise. */
  lockMs?: number;
}

/** The digits of what was typed or pasted, Arabic-Indic, Persian and full-width ones included. */
function digitsOf(text: string): string {
  return asciiDigits(text).replace(/\D/g, '');
}

/**
 * Six single-digit boxes for a verification code (docs/verification.md, "Code entry and resend"):
 * digits only; a paste keeps its digits and uses the first 6; Backspace and Delete clear the box,
 * and from an empty box move back and clear the one before; arrows, 'e' and '.' do nothing; the 6th
 * digit calls `onComplete` and locks the entry for 2 s. The first box takes the phone's
 * one-time-code autofill. Screen readers meet one labelled group whose boxes are named "Digit n of
 * 6"; the digits run left to right in right-to-left pages too.
 */
export function CodeInput({
  value,
  defaultValue = '',
  onChange,
  onComplete,
  onBlur,
  name,
  ref,
  groupLabel,
  digitLabel,
  disabled = false,
  invalid = false,
  focusOnMount = false,
  lockMs = CODE_LOCK_MS,
}: CodeInputProps) {
  const field = useFormFieldControl();
  const [ownValue, setOwnValue] = useState(() => digitsOf(defaultValue).slice(0, CODE_LENGTH));
  const code = digitsOf(value ?? ownValue).slice(0, CODE_LENGTH);
  /** The box the next digit goes into. */
  const activeIndex = Math.min(code.length, CODE_LENGTH - 1);
  const [locked, setLocked] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const group = useRef<HTMLDivElement>(null);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus moves inside an event, before React renders the new value: handlers read this.
  const latest = useRef(code);
  useLayoutEffect(() => {
    latest.current = code;
  }, [code]);

  useEffect(() => () => clearTimeout(lockTimer.current), []);
  const focusBox = useCallback((index: number) => {
    boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();
  }, []);

  const [focusWanted] = useState(focusOnMount);
  useEffect(() => {
    // Only on mount: afterwards focus follows the visitor.
    if (focusWanted) focusBox(latest.current.length);
  }, [focusWanted, focusBox]);

  useImperativeHandle(ref, () => ({ focus: () => focusBox(latest.current.length) }), [focusBox]);

  const commit = (next: string) => {
    const digits = digitsOf(next).slice(0, CODE_LENGTH);
    const previous = latest.current;
    latest.current = digits;
    if (value === undefined) setOwnValue(digits);
    onChange?.(digits);
    if (digits.length === CODE_LENGTH && digits !== previous) {
      setLocked(true);
      clearTimeout(lockTimer.current);
      lockTimer.current = setTimeout(() => setLocked(false), lockMs);
      onComplete?.(digits);
    }
  };

  /** Puts `digits` into the boxes from `index` on and moves to the box after them. */
  const enterAt = (index: number, digits: string) => {
    if (digits === '') return;
    const code = latest.current;
    const start = Math.min(index, code.length);
    const next = (code.slice(0, start) + digits + code.slice(start + digits.length)).slice(
      0,
      CODE_LENGTH,
    );
    commit(next);
    focusBox(start + digits.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (locked) {
      if (event.key !== 'Tab') event.preventDefault();
      return;
    }
    if (BLOCKED_KEYS.has(event.key)) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      const code = latest.current;
      if (index < code.length) {
        // A filled box loses its digit and keeps the caret, so the right digit can go in.
        commit(code.slice(0, index) + code.slice(index + 1));
        focusBox(index);
      } else if (index > 0) {
        // An empty box moves back and clears the box before it.
        commit(code.slice(0, index - 1) + code.slice(index));
        focusBox(index - 1);
      }
      return;
    }
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      enterAt(index, event.key);
      return;
    }
    // Any other printable character (letters, symbols, space) is not part of a code.
    if (event.key.length === 1) event.preventDefault();
  };

  // Autofill, IME and mobile keyboards that do not report keys arrive here.
  const onInputChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    if (locked) return;
    const typed = digitsOf(event.target.value);
    const current = latest.current[index] ?? '';
    // The box held `current`; whatever else it holds now is what was just entered.
    const fresh =
      typed.startsWith(current) && typed.length > current.length
        ? typed.slice(current.length)
        : typed;
    enterAt(index, fresh);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (locked) return;
    const digits = digitsOf(event.clipboardData.getData('text')).slice(0, CODE_LENGTH);
    if (digits === '') return;
    commit(digits);
    focusBox(digits.length);
  };

  // Boxes fill from the left: focusing a box past the first empty one goes to that one.
  const onFocus = (index: number) => () => {
    const firstEmpty = Math.min(latest.current.length, CODE_LENGTH - 1);
    if (index > firstEmpty) focusBox(firstEmpty);
  };

  const onBoxBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && group.current?.contains(next)) return;
    onBlur?.();
  };

  const labelledBy = !groupLabel && field ? `${field.controlId}-label` : undefined;

  return (
    <HStack
      ref={group}
      role="group"
      aria-label={groupLabel}
      aria-labelledby={labelledBy}
      aria-busy={locked || undefined}
      dir="ltr"
      gap="2"
      justifyContent="center"
    >
      {Array.from({ length: CODE_LENGTH }, (_, index) => (
        <Input
          key={index}
          ref={(node) => {
            boxes.current[index] = node;
          }}
          id={index === 0 ? field?.controlId : undefined}
          name={index === 0 ? name : undefined}
          aria-label={digitLabel(index + 1, CODE_LENGTH)}
          aria-invalid={invalid || undefined}
          aria-describedby={field?.describedBy}
          // One tab stop for the whole code: the box the next digit goes into.
          tabIndex={index === activeIndex ? 0 : -1}
          value={code[index] ?? ''}
          onChange={onInputChange(index)}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste}
          onFocus={onFocus(index)}
          onBlur={onBoxBlur}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          readOnly={locked}
          disabled={disabled}
          width="12"
          height="14"
          paddingInline="0"
          textAlign="center"
          fontSize={CODE_FONT_SIZE}
          fontWeight="semibold"
          lineHeight="1"
          opacity={locked ? 0.7 : undefined}
        />
      ))}
    </HStack>
  );
}
