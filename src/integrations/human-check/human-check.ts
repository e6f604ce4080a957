// Human verification (docs/architecture.md, outside services): altcha (self-hosted proof of work, the default), Google
// reCAPTCHA, or `test` (the token 'pass' passes). A token is good for one use.

export interface HumanCheck {
  readonly kind: 'altcha' | 'recaptcha' | 'test';
  /** What the browser needs to produce a token (altcha: a challenge), or null when nothing. */
  challenge(): Promise<Record<string, unknown> | null>;
  /** True when the token proves a human and has not been used before. */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}
