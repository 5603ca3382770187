// A school's OpenID provider for the browser journeys (DESIGN.md §13): oidc-provider (the certified
// one, a devDependency of apps/server) on 127.0.0.1, with one confidential client whose redirect
// URI is the app's callback, PKCE required, and a plain login page (an E-mail field and a 'Sign in'
// button) that signs in whoever types an address, her e-mail verified. For tests only: it vouches
// for any address typed.
import crypto from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';

export const E2E_OIDC_CLIENT_ID = 'thoughtful-e2e';
export const E2E_OIDC_NAME = 'School Account';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

function loginPage(uid, problem) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · ${E2E_OIDC_NAME}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; color: #1f2328; background: #f6f8fa; }
main { max-width: 22rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d0d7de; border-radius: .5rem; }
h1 { font-size: 1.4rem; margin-top: 0; }
label { display: block; font-weight: 600; margin-bottom: .25rem; }
input { box-sizing: border-box; width: 100%; font-size: 1rem; padding: .5rem; border: 1px solid #57606a; border-radius: .375rem; }
button { margin-top: 1rem; width: 100%; font-size: 1rem; padding: .6rem; border: 0; border-radius: .375rem; background: #0a3069; color: #fff; }
p.problem { color: #a40e26; }
</style>
</head>
<body>
<main>
<h1>${E2E_OIDC_NAME}</h1>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required>
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}

async function formBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts the provider at `http://127.0.0.1:{port}` for the app whose callback is `redirectUri`;
 * answers its issuer, client id and secret (for OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)
 * and a function that stops it.
 */
export async function startE2eOidcProvider({ port, redirectUri }) {
  const issuer = `http://127.0.0.1:${port}`;
  const clientSecret = crypto.randomBytes(24).toString('base64url');
  const signingKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  /** Who signed in, by subject (her e-mail, lower-cased). */
  const accounts = new Map();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: E2E_OIDC_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        // Where the app's logout comes back to after the provider's (RP-initiated logout).
        post_logout_redirect_uris: [new URL('/login', redirectUri).href],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As Google and Entra do: the e-mail in the ID token.
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => ({ ...account }) };
    },
    features: { devInteractions: { enabled: false } },
    jwks: {
      keys: [{ ...signingKey.export({ format: 'jwk' }), kid: 'e2e-key', use: 'sig', alg: 'RS256' }],
    },
    cookies: { keys: [crypto.randomBytes(24).toString('base64url')] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
  });
  const providerHandler = provider.callback();

  async function interaction(req, res) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(loginPage(details.uid));
      return;
    }
    const email = (await formBody(req)).get('email')?.trim().toLowerCase() ?? '';
    if (!email.includes('@')) {
      res.statusCode = 400;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(loginPage(details.uid, 'Please type your e-mail address.'));
      return;
    }
    accounts.set(email, { sub: email, email, email_verified: true, name: email.split('@')[0] });
    const grant = new provider.Grant({
      accountId: email,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: email }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    } else {
      providerHandler(req, res);
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    issuer,
    clientId: E2E_OIDC_CLIENT_ID,
    clientSecret,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
