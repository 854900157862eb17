import { useCallback, useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { PHONE_CLEANUP_DELAY_MS, cleanPhoneInput } from './phone-cleanup';

/**
 * Tidies a phone field 300 ms after the last change (docs/registration.md, "Field rules"). Returns
 * the change handler to call with each new value; the pending clean-up is dropped on unmount.
 */
export function usePhoneCleanup(name: string, keepLeadingZero: boolean): (value: string) => void {
  const { getValues, setValue, getFieldState } = useFormContext();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      if (cleanPhoneInput(value, keepLeadingZero) === value) return;
      timer.current = setTimeout(() => {
        const current: unknown = getValues(name);
        if (typeof current !== 'string') return;
        const cleaned = cleanPhoneInput(current, keepLeadingZero);
        // An error already shown is re-checked against the tidied number.
        const shown = getFieldState(name).error !== undefined;
        if (cleaned !== current) setValue(name, cleaned, { shouldValidate: shown });
      }, PHONE_CLEANUP_DELAY_MS);
    },
    [name, keepLeadingZero, getValues, setValue, getFieldState],
  );
}
