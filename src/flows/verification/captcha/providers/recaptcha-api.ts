/** The part of reCAPTCHA v2's `grecaptcha` global the product uses. */
export interface GreCaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'error-callback': () => void;
      'expired-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}
