// Which card terminal A the shop runs (CARD_TERMINAL_A): the simulator outside production and for a
// demonstration shop; a real shop names it, and a bad name or missing HIT settings stop the start.
import { describe, expect, it } from 'vitest';
import { readConfig, startRefusal } from '../../config.ts';
import { createCardTerminalA, createCardTerminalB } from './index.ts';

const env = (e: Record<string, string>) => e as NodeJS.ProcessEnv;
const PROD = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.co.nz' };

describe('CARD_TERMINAL_A', () => {
  it('is the simulator outside production', async () => {
    expect(readConfig(env({ NODE_ENV: 'test' })).cardTerminalA).toBe('simulator');
    expect(createCardTerminalA(readConfig(env({})).cardTerminalA).name).toBe('simulator');
    expect(startRefusal(env({}))).toBeNull();
  });

  it('a demonstration shop (the payment simulator) plays its terminal too; a real one must name it', () => {
    expect(startRefusal(env({ ...PROD, PAYMENT_GATEWAY: 'simulator' }))).toBeNull();
    const real = { ...PROD, PAYMENT_GATEWAY: 'windcave', WINDCAVE_USERNAME: 'u', WINDCAVE_API_KEY: 'k' };
    expect(startRefusal(env(real))).toMatch(/^Kauri will not start: CARD_TERMINAL_A is not set\./);
    expect(startRefusal(env({ ...real, CARD_TERMINAL_A: 'simulator' }))).toBeNull();
    expect(startRefusal(env({ ...real, CARD_TERMINAL_A: 'windcave-hit' }))).toBe(
      'Kauri will not start: CARD_TERMINAL_A=windcave-hit needs HIT_USER, HIT_KEY and HIT_STATIONS.',
    );
    expect(
      startRefusal(env({ ...real, CARD_TERMINAL_A: 'windcave-hit', HIT_USER: 'u', HIT_KEY: 'k', HIT_STATIONS: '1=A' })),
    ).toBeNull();
    expect(startRefusal(env({ CARD_TERMINAL_A: 'verifone' }))).toBe(
      'Kauri will not start: CARD_TERMINAL_A=verifone is not a card terminal (simulator or windcave-hit).',
    );
  });
});

describe('CARD_TERMINAL_B', () => {
  it('is the simulator (no real frame vendor is written); any other name stops the start', () => {
    expect(readConfig(env({})).cardTerminalB).toBe('simulator');
    expect(createCardTerminalB(readConfig(env({})).cardTerminalB).frameOrigin).toBe("'self'");
    expect(startRefusal(env({ CARD_TERMINAL_B: 'simulator' }))).toBeNull();
    expect(startRefusal(env({ CARD_TERMINAL_B: 'smartpay' }))).toBe(
      'Kauri will not start: CARD_TERMINAL_B=smartpay is not a card terminal (simulator).',
    );
  });
});
