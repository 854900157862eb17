import { act, fireEvent, screen } from '@testing-library/react';
import { RESEND_SECONDS, ResendTimer } from './resend-timer';
import { renderWithUi } from './test-utils/render-with-ui';

const countdownLabel = (seconds: number) => `Resend in ${seconds} s`;

describe('ResendTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps resend disabled for the 60 s countdown, then offers it', () => {
    const onResend = vi.fn();
    renderWithUi(
      <ResendTimer onResend={onResend} resendLabel="Resend code" countdownLabel={countdownLabel} />,
    );
    expect(RESEND_SECONDS).toBe(60);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('Resend in 60 s');
    expect(button).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Resend in 59 s');
    act(() => vi.advanceTimersByTime(58_000));
    expect(button).toHaveTextContent('Resend in 1 s');
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onResend).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('resends and starts the 60 s countdown again', async () => {
    const onResend = vi.fn().mockResolvedValue(undefined);
    renderWithUi(
      <ResendTimer
        onResend={onResend}
        resendLabel="Resend code"
        countdownLabel={countdownLabel}
        startCounting={false}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveTextContent('Resend in 60 s');
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('stays available when resending failed', async () => {
    const onResend = vi.fn().mockRejectedValue(new Error('offline'));
    renderWithUi(
      <ResendTimer
        onResend={onResend}
        resendLabel="Resend code"
        countdownLabel={countdownLabel}
        startCounting={false}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });
});
