// Staff sign-in with Microsoft Entra ID (OpenID Connect, authorization code flow with PKCE), over
// plain fetch against the provider's discovery document: no client library needed for one flow.
// The state, nonce and PKCE verifier wait in the browser's session row (never in process memory),
// so the callback may land on any instance. The id token's signature (RS256, keys from jwks_uri),
// issuer, audience, expiry and nonce are checked; its email must be an active staff member's.
import { createHash, createPublicKey, randomBytes, timingSafeEqual, verify, type JsonWebKey } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type CarrySession, startStaffSession, newSessionId } from './sessions.ts';

export interface EntraSettings {
  /** The authority, e.g. https://login.microsoftonline.com/{tenant}/v2.0 (its discovery document lives under it). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where Microsoft sends the browser back; by default /pos/microsoftlogin/callback on the asking host. */
  redirectUri?: string;
}

/** Configured only when all three of MS_ENTRA_TENANT_ID, MS_ENTRA_CLIENT_ID and MS_ENTRA_CLIENT_SECRET are set. */
export function entraFromEnv(env: NodeJS.ProcessEnv): EntraSettings | null {
  const tenant = env.MS_ENTRA_TENANT_ID;
  const clientId = env.MS_ENTRA_CLIENT_ID;
  const clientSecret = env.MS_ENTRA_CLIENT_SECRET;
  if (!tenant || !clientId || !clientSecret) return null;
  return {
    issuer: env.MS_ENTRA_AUTHORITY || `https://login.microsoftonline.com/${encodeURIComponent(tenant)}/v2.0`,
    clientId,
    clientSecret,
    redirectUri: env.MS_ENTRA_REDIRECT_URI || undefined,
  };
}

/** Why a Microsoft sign-in did not happen: the login page shows a fixed sentence for each. */
export class EntraFailure extends Error {
  constructor(readonly reason: 'cancelled' | 'expired' | 'provider' | 'not-staff') {
    super(`Microsoft sign-in failed: ${reason}`);
  }
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

interface Pending {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  at: string;
}

const PENDING_MS = 10 * 60_000;
// Discovery and keys change rarely and are the same for every instance: a short cache is harmless.
const CACHE_MS = 60 * 60_000;
const b64url = (b: Buffer) => b.toString('base64url');
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createEntraSignIn(
  db: Database,
  settings: EntraSettings,
  opts: { fetch?: typeof fetch; carrySession: CarrySession },
) {
  const doFetch = opts.fetch ?? fetch;
  let discovery: { at: number; doc: Discovery } | null = null;
  let keys: { at: number; list: (JsonWebKey & { kid?: string })[] } | null = null;

  async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
    const res = await doFetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new EntraFailure('provider');
    return (await res.json()) as T;
  }

  async function discover(): Promise<Discovery> {
    if (discovery && Date.now() - discovery.at < CACHE_MS) return discovery.doc;
    const doc = await getJson<Discovery>(`${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    discovery = { at: Date.now(), doc };
    return doc;
  }

  async function keyFor(kid: string | undefined): Promise<JsonWebKey | null> {
    const find = () => keys?.list.find((k) => k.kty === 'RSA' && (kid === undefined || k.kid === kid)) ?? null;
    if (keys && Date.now() - keys.at < CACHE_MS && find()) return find();
    // An unknown kid may be a rotated key: fetch the set again once.
    const { keys: list } = await getJson<{ keys: (JsonWebKey & { kid?: string })[] }>((await discover()).jwks_uri);
    keys = { at: Date.now(), list };
    return find();
  }

  /** The provider's sign-in address for this browser; its state waits in the session row. */
  async function start(sessionId: string, redirectUri: string, now = new Date()): Promise<string> {
    const doc = await discover();
    const pending: Pending = {
      state: b64url(randomBytes(24)),
      nonce: b64url(randomBytes(24)),
      verifier: b64url(randomBytes(32)),
      redirectUri: settings.redirectUri ?? redirectUri,
      at: now.toISOString(),
    };
    const expires = new Date(now.getTime() + PENDING_MS).toISOString();
    await db.execute(
      sql`insert into sessions (id, data, expires_at) values (${sessionId}, jsonb_build_object('entra', ${JSON.stringify(pending)}::jsonb), ${expires}::timestamptz)
        on conflict (id) do update set data = jsonb_set(sessions.data, '{entra}', ${JSON.stringify(pending)}::jsonb),
          expires_at = greatest(sessions.expires_at, excluded.expires_at)`,
    );
    const url = new URL(doc.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: settings.clientId,
      response_type: 'code',
      redirect_uri: pending.redirectUri,
      response_mode: 'query',
      scope: 'openid profile email',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: b64url(createHash('sha256').update(pending.verifier).digest()),
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  /** Takes the waiting state out of the session (once: a replayed callback finds nothing). */
  async function takePending(sessionId: string): Promise<Pending | null> {
    const [row] = await queryRows<{ pending: Pending | null }>(
      db,
      sql`update sessions s set data = s.data - 'entra' from (select id, data->'entra' as pending from sessions where id = ${sessionId} for update) old
        where s.id = old.id returning old.pending`,
    );
    return row?.pending ?? null;
  }

  async function checkIdToken(
    idToken: string,
    doc: Discovery,
    nonce: string,
    now: Date,
  ): Promise<Record<string, unknown>> {
    const parts = idToken.split('.');
    if (parts.length !== 3) throw new EntraFailure('provider');
    const [head, body, signature] = parts as [string, string, string];
    const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string; kid?: string };
    if (header.alg !== 'RS256') throw new EntraFailure('provider');
    const jwk = await keyFor(header.kid);
    if (!jwk) throw new EntraFailure('provider');
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    if (!verify('sha256', Buffer.from(`${head}.${body}`), key, Buffer.from(signature, 'base64url')))
      throw new EntraFailure('provider');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const seconds = now.getTime() / 1000;
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    const fresh =
      typeof claims.exp === 'number' &&
      claims.exp > seconds - 60 &&
      (typeof claims.nbf !== 'number' || claims.nbf <= seconds + 60);
    if (claims.iss !== doc.issuer || !audience.includes(settings.clientId) || !fresh || claims.nonce !== nonce) {
      throw new EntraFailure('provider');
    }
    return claims;
  }

  /**
   * The provider sent the browser back: checks state, exchanges the code, checks the id token, and
   * signs in the staff member with that email under a new session id.
   */
  async function finish(
    sessionId: string | null,
    query: { code?: string; state?: string; error?: string },
    now = new Date(),
  ): Promise<{ staffId: number; sessionId: string }> {
    const pending = sessionId ? await takePending(sessionId) : null;
    if (!sessionId || !pending || now.getTime() - Date.parse(pending.at) > PENDING_MS)
      throw new EntraFailure('expired');
    if (!query.state || !sameText(query.state, pending.state)) throw new EntraFailure('expired');
    if (query.error || !query.code) throw new EntraFailure('cancelled');
    const doc = await discover();
    const tokens = await getJson<{ id_token?: string }>(doc.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: query.code,
        redirect_uri: pending.redirectUri,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code_verifier: pending.verifier,
      }).toString(),
    });
    if (!tokens.id_token) throw new EntraFailure('provider');
    const claims = await checkIdToken(tokens.id_token, doc, pending.nonce, now);
    const email = [claims.email, claims.preferred_username, claims.upn].find(
      (v): v is string => typeof v === 'string' && v.includes('@'),
    );
    if (!email) throw new EntraFailure('not-staff');
    const [staff] = await queryRows<{ id: number }>(
      db,
      sql`select id from staff where lower(email) = ${email.toLowerCase()} and active`,
    );
    if (!staff) throw new EntraFailure('not-staff');
    const fresh = newSessionId();
    await startStaffSession(db, { from: sessionId, to: fresh, staffId: Number(staff.id) }, now, opts.carrySession);
    return { staffId: Number(staff.id), sessionId: fresh };
  }

  return { start, finish };
}

export type EntraSignIn = ReturnType<typeof createEntraSignIn>;
