// A local stand-in for Microsoft Entra ID's OpenID Connect endpoints, for tests only (never the
// internet): discovery, keys, and a token endpoint that checks the client secret, the redirect
// address and the PKCE verifier, and answers an RS256-signed id token. The test plays the browser at
// the authorize step by asking the stand-in for a code.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInGrant {
  /** From the authorize address the app redirected to. */
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
  email: string;
  /** Sign with a key the discovery document does not publish. */
  forgeSignature?: boolean;
  /** Claims to override (e.g. aud, iss, exp). */
  claims?: Record<string, unknown>;
}

export interface EntraStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the provider's sign-in page would hand the browser: a one-time code. */
  authorize(grant: StandInGrant): string;
  tokenRequests: Record<string, string>[];
  close(): Promise<void>;
}

const b64url = (v: Buffer | string) => Buffer.from(v).toString('base64url');

export async function startEntraStandIn(now: () => Date): Promise<EntraStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const clientId = 'kauri-pos-client';
  const clientSecret = 'stand-in-secret';
  const codes = new Map<string, StandInGrant>();
  const tokenRequests: Record<string, string>[] = [];
  let issuer = '';

  const idToken = (grant: StandInGrant) => {
    const t = Math.floor(now().getTime() / 1000);
    const header = b64url(JSON.stringify({ alg: 'RS256', kid: 'k1', typ: 'JWT' }));
    const body = b64url(
      JSON.stringify({
        iss: issuer,
        aud: clientId,
        iat: t,
        nbf: t,
        exp: t + 3600,
        nonce: grant.nonce,
        preferred_username: grant.email,
        name: 'Someone',
        tid: 'tenant',
        ...grant.claims,
      }),
    );
    const signature = sign('sha256', Buffer.from(`${header}.${body}`), grant.forgeSignature ? stranger : privateKey);
    return `${header}.${body}.${b64url(signature)}`;
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'GET' && url.pathname === '/tenant/v2.0/.well-known/openid-configuration') {
      const base = issuer.replace('/tenant/v2.0', '');
      return json(200, {
        issuer,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/keys`,
      });
    }
    if (req.method === 'GET' && url.pathname === '/keys') {
      return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' }] });
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(raw));
        tokenRequests.push(form);
        const grant = codes.get(form.code ?? '');
        codes.delete(form.code ?? '');
        const verifierOk =
          grant &&
          b64url(
            createHash('sha256')
              .update(form.code_verifier ?? '')
              .digest(),
          ) === grant.codeChallenge;
        if (form.client_id !== clientId || form.client_secret !== clientSecret)
          return json(401, { error: 'invalid_client' });
        if (
          !grant ||
          !verifierOk ||
          form.redirect_uri !== grant.redirectUri ||
          form.grant_type !== 'authorization_code'
        ) {
          return json(400, { error: 'invalid_grant' });
        }
        return json(200, { token_type: 'Bearer', access_token: 'not-used', id_token: idToken(grant) });
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tenant/v2.0`;

  return {
    issuer,
    clientId,
    clientSecret,
    authorize(grant) {
      const code = randomBytes(16).toString('hex');
      codes.set(code, grant);
      return code;
    },
    tokenRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
