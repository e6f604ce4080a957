// The signed-out /account/details content renders on the server (the wishlist helper's page renders
// it there): the login form's email step and the lead form with its nearest-store choice.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoginPanel } from './LoginPanel.tsx';

describe('LoginPanel', () => {
  it('renders the login form and the lead form', () => {
    const html = renderToString(
      <MemoryRouter>
        <LoginPanel />
      </MemoryRouter>,
    );
    expect(html).toContain('data-testid="login-email"');
    expect(html).toContain('data-step="email"');
    expect(html).toContain('data-testid="lead-form"');
    expect(html).toContain('data-testid="lead-nearest"');
    expect(html).toContain('Not ready for an account?');
  });
});
