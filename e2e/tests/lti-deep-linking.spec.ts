import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, useToken } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
const INSTRUCTOR = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor';

/**
 * A learning platform, as small as a browser launch needs (1EdTech LTI 1.3): a key set, an
 * authorization step that answers the tool's login with a signed Deep Linking request posted by
 * a form, and the return address that receives the tool's answer.
 */
async function startPlatform(sub: string, course: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'platform-key-1', alg: 'RS256', use: 'sig' };
  const received: string[] = [];
  let issuer = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/jwks') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (url.pathname === '/auth') {
      const now = Math.floor(Date.now() / 1000);
      void new SignJWT({
        nonce: url.searchParams.get('nonce'),
        name: 'Ms Rivera',
        [`${LTI}/message_type`]: 'LtiDeepLinkingRequest',
        [`${LTI}/version`]: '1.3.0',
        [`${LTI}/deployment_id`]: '1',
        [`${LTI}/roles`]: [INSTRUCTOR],
        [`${LTI}/context`]: { id: `course-${sub}`, title: course },
        'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': {
          context_memberships_url: `${issuer}/nrps`,
          service_versions: ['2.0'],
        },
        'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
          deep_link_return_url: `${issuer}/return`,
          accept_types: ['ltiResourceLink'],
          accept_presentation_document_targets: ['iframe', 'window'],
          accept_multiple: true,
        },
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'platform-key-1' })
        .setIssuer(issuer)
        .setAudience('e2e-client')
        .setSubject(sub)
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .sign(privateKey)
        .then((idToken) => {
          const action = url.searchParams.get('redirect_uri') ?? '';
          const state = url.searchParams.get('state') ?? '';
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(`<!doctype html><html lang="en"><title>Platform</title><body>
<form method="post" action="${action}"><input type="hidden" name="id_token" value="${idToken}">
<input type="hidden" name="state" value="${state}"><button>Continue</button></form>
<script>document.forms[0].submit()</script></body></html>`);
        });
      return;
    }
    // The roster service: a token for the tool's signed assertion (its checks are the API
    // tests'), and the course's one learner.
    if (url.pathname === '/token' && req.method === 'POST') {
      req.resume();
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ access_token: 'e2e-token', token_type: 'Bearer', expires_in: 3600 }),
      );
      return;
    }
    if (url.pathname === '/nrps') {
      res.setHeader('content-type', 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json');
      res.end(
        JSON.stringify({
          id: `${issuer}/nrps`,
          context: { id: `course-${sub}` },
          members: [
            {
              user_id: `learner-${sub}`,
              name: 'Lena Park',
              roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
              status: 'Active',
            },
          ],
        }),
      );
      return;
    }
    if (url.pathname === '/return' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(new URLSearchParams(body).get('JWT') ?? '');
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(
          '<!doctype html><html lang="en"><title>Placed</title><h1>Placed in the course</h1></html>',
        );
      });
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * A teacher places a class's activities in her course from the platform (Deep Linking); the
 * course's class then fills its roster from the course (Names and Role Provisioning).
 */
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', PHONE],
] as const) {
  test.describe(`on a ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a teacher opens Thoughtful from her course, picks a class to place, and the platform gets it', async ({
      page,
      request,
      baseURL,
    }) => {
      const course = `Biology ${label} ${Date.now()}`;
      const platform = await startPlatform(`teacher-${label}-${Date.now()}`, course);
      try {
        const admin = await createUser('admin', `lti-dl-${label}`);
        const { token } = await apiSignIn(request, admin.email, admin.password);
        const registered = await request.post('/api/lti/platforms', {
          headers: { 'x-auth-token': token },
          data: {
            name: `Platform ${label} ${Date.now()}`,
            issuer: platform.issuer,
            clientId: 'e2e-client',
            authLoginUrl: `${platform.issuer}/auth`,
            authTokenUrl: `${platform.issuer}/token`,
            keySetUrl: `${platform.issuer}/jwks`,
            deploymentIds: ['1'],
          },
        });
        expect(registered.ok(), await registered.text()).toBe(true);

        const login = new URLSearchParams({
          iss: platform.issuer,
          client_id: 'e2e-client',
          login_hint: 'teacher',
          lti_deployment_id: '1',
          target_link_uri: `${baseURL}/api/lti/launch`,
        });
        await page.goto(`/api/lti/login?${login.toString()}`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Choose what to place in your course' }),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await expectFitsTheScreen(page);

        await page.getByRole('radio', { name: `A new class named “${course}”` }).check();
        await page.getByRole('button', { name: 'Place in the course' }).click();
        await expect(page.getByRole('heading', { name: 'Placed in the course' })).toBeVisible();
        expect(platform.received).toHaveLength(1);
        const [, payload] = platform.received[0]!.split('.');
        const answer = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
          string,
          unknown
        >;
        expect(answer[`${LTI}/message_type`]).toBe('LtiDeepLinkingResponse');
        expect(answer.aud).toBe(platform.issuer);

        // The course's class, on its Roster screen (an admin manages every class): its roster
        // comes from the course.
        const classes = await request.get('/api/classes', { headers: { 'x-auth-token': token } });
        const linked = ((await classes.json()) as { _id: string; name: string }[]).find(
          (each) => each.name === course,
        );
        expect(linked, 'the course has its class').toBeDefined();
        await useToken(page, token);
        await page.goto(`/classes/${linked!._id}`);
        await page.getByRole('button', { name: /^Sync roster from Platform/ }).click();
        await expect(page.getByText(/1 student added from Platform/)).toBeVisible();
        await expect(page.getByText('Lena Park').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await expectFitsTheScreen(page);
      } finally {
        await platform.close();
      }
    });
  });
}
