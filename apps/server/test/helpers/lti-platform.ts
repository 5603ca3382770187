import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
} from 'jose';

/**
 * A learning platform's launch side, built in the test from the 1EdTech specifications (Security
 * Framework 1.0 §5.1, LTI Core 1.3, Deep Linking 2.0, Dynamic Registration 1.0), on 127.0.0.1 at a
 * port of its own, with RS256 keys of its own:
 * - its key set at `keySetUrl` (a second key is made by `rotateKey`, and signs from then on);
 * - `authorize`: the OIDC authorization step. Given the tool's redirect from login initiation, it
 *   checks the authentication request (scope, response_type, response_mode, prompt, client id,
 *   redirect URI) and builds the id_token with that request's state and nonce, signed with its
 *   key; `overrides` break one claim (or the header, or the key) at a time;
 * - an OpenID configuration and a registration endpoint for Dynamic Registration, each asking
 *   for the registration token as a bearer;
 * - `verifyDeepLinkingResponse`: the check a platform makes of the tool's Deep Linking answer,
 *   with the tool's key set.
 * `routes` adds handlers to the same server; `otherRequests` hands it the rest (a platform's
 * services: tests/helpers/lti-platform-services.ts, its token, NRPS and AGS endpoints, which
 * otherwise keeps a server of its own).
 */

export const ROLES = {
  INSTRUCTOR: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  LEARNER: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  MENTOR: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor',
  TEACHING_ASSISTANT:
    'http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant',
  INSTITUTION_INSTRUCTOR: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Instructor',
  INSTITUTION_STUDENT: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Student',
} as const;

const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
export const LTI_CLAIMS = {
  MESSAGE_TYPE: `${LTI}/message_type`,
  VERSION: `${LTI}/version`,
  DEPLOYMENT_ID: `${LTI}/deployment_id`,
  TARGET_LINK_URI: `${LTI}/target_link_uri`,
  RESOURCE_LINK: `${LTI}/resource_link`,
  ROLES: `${LTI}/roles`,
  CONTEXT: `${LTI}/context`,
  CUSTOM: `${LTI}/custom`,
  LAUNCH_PRESENTATION: `${LTI}/launch_presentation`,
  NRPS: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  AGS: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  DEEP_LINKING_SETTINGS: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  DL_CONTENT_ITEMS: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  DL_DATA: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
} as const;

export interface Person {
  sub: string;
  name?: string;
  email?: string;
  roles: string[];
}

export interface LaunchOptions {
  person: Person;
  messageType?: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  context?: { id: string; title?: string } | null;
  resourceLinkId?: string;
  custom?: Record<string, string>;
  /** Claims to set (or, given `undefined`, to leave out) after the rest are built. */
  claims?: Record<string, unknown>;
  /** The JWT header: `kid: null` leaves it out; `alg` other than RS256 signs with HS256. */
  header?: { kid?: string | null; alg?: string };
  /** Sign with a key the platform does not publish. */
  foreignKey?: boolean;
  /** The deep_linking_settings of a Deep Linking request. */
  deepLinking?: Partial<{
    accept_types: string[];
    accept_multiple: boolean;
    accept_lineitem: boolean;
    data: string;
  }>;
}

export interface RegistrationRequest {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

type RouteHandler = (
  request: http.IncomingMessage,
  body: string,
) => Promise<{
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}>;

interface PlatformKey {
  kid: string;
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  publicJwk: JWK;
}

async function newKey(): Promise<PlatformKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `platform-${crypto.randomBytes(6).toString('hex')}`;
  return {
    kid,
    privateKey,
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

export interface LaunchPlatform {
  /** `http://127.0.0.1:port`: the issuer. */
  issuer: string;
  clientId: string;
  deploymentId: string;
  authLoginUrl: string;
  authTokenUrl: string;
  keySetUrl: string;
  openidConfigurationUrl: string;
  registrationUrl: string;
  /** How many times its key set was fetched. */
  keySetFetches: number;
  /** What Dynamic Registration posted to it. */
  registrations: RegistrationRequest[];
  /** The registration token it hands the tool in Dynamic Registration (bearer expected back). */
  registrationToken: string;
  /** The OpenID configuration's issuer, when a test makes it lie. */
  configurationIssuer?: string;
  /** The admin form's body that registers this platform by hand. */
  registrationBody(name?: string): Record<string, unknown>;
  /** The authorization step for a login initiation's redirect: the form the browser posts. */
  authorize(
    loginRedirect: string,
    options: LaunchOptions,
  ): Promise<{ id_token: string; state: string }>;
  /** A second key, published beside the first, signs from now on. */
  rotateKey(): Promise<void>;
  /** The tool's Deep Linking answer, verified as a platform does; the claims or a throw. */
  verifyDeepLinkingResponse(jwt: string, toolKeySet: JSONWebKeySet): Promise<JWTPayload>;
  /** Handlers of the same server for other paths. */
  routes: Map<string, RouteHandler>;
  /**
   * Where the requests no route answers go, untouched (a platform's services: the platform of
   * lti-platform-services.ts served here, so that one platform has every endpoint); else 404.
   */
  otherRequests: http.RequestListener | null;
  close(): Promise<void>;
}

/** A platform's launch side, listening on 127.0.0.1 until `close`. */
export async function startLaunchPlatform(
  options: { clientId?: string; deploymentId?: string; toolUrl: string } = {
    toolUrl: 'http://localhost',
  },
): Promise<LaunchPlatform> {
  const keys: PlatformKey[] = [await newKey()];
  let signing = keys[0]!;
  const foreign = await newKey();
  const routes = new Map<string, RouteHandler>();
  const clientId = options.clientId ?? `client-${crypto.randomBytes(4).toString('hex')}`;
  const deploymentId = options.deploymentId ?? 'deployment-1';

  const server = http.createServer((request, response) => {
    const route = `${request.method} ${(request.url ?? '/').split('?')[0]}`;
    if (!routes.has(route) && platform.otherRequests) {
      platform.otherRequests(request, response);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (request.url ?? '/').split('?')[0]!;
      const handler = routes.get(`${request.method} ${path}`);
      const answer: ReturnType<RouteHandler> = handler
        ? handler(request, body)
        : Promise.resolve({ status: 404, body: { error: 'not_found' } });
      answer.then(
        (result) => {
          response.writeHead(result.status, {
            'content-type': 'application/json',
            ...result.headers,
          });
          response.end(typeof result.body === 'string' ? result.body : JSON.stringify(result.body));
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'text/plain' });
          response.end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const platform: LaunchPlatform = {
    issuer,
    clientId,
    deploymentId,
    authLoginUrl: `${issuer}/auth`,
    authTokenUrl: `${issuer}/token`,
    keySetUrl: `${issuer}/jwks`,
    openidConfigurationUrl: `${issuer}/.well-known/openid-configuration`,
    registrationUrl: `${issuer}/register`,
    keySetFetches: 0,
    registrations: [],
    registrationToken: `reg-${crypto.randomBytes(8).toString('hex')}`,
    routes,
    otherRequests: null,

    registrationBody(name = 'Test platform') {
      return {
        name,
        issuer,
        clientId,
        authLoginUrl: platform.authLoginUrl,
        authTokenUrl: platform.authTokenUrl,
        keySetUrl: platform.keySetUrl,
        deploymentIds: [deploymentId],
      };
    },

    async authorize(loginRedirect, launch) {
      const url = new URL(loginRedirect);
      if (url.origin + url.pathname !== platform.authLoginUrl) {
        throw new Error(`the tool redirected to ${url.origin}${url.pathname}, not the login URL`);
      }
      const q = url.searchParams;
      const expect: Record<string, string> = {
        scope: 'openid',
        response_type: 'id_token',
        response_mode: 'form_post',
        prompt: 'none',
        client_id: clientId,
      };
      for (const [name, value] of Object.entries(expect)) {
        if (q.get(name) !== value)
          throw new Error(`authentication request: ${name}=${q.get(name)}`);
      }
      const state = q.get('state');
      const nonce = q.get('nonce');
      const redirectUri = q.get('redirect_uri');
      if (!state || !nonce || !redirectUri)
        throw new Error('authentication request: no state, nonce or redirect_uri');
      if (!redirectUri.startsWith(options.toolUrl)) throw new Error(`redirect_uri ${redirectUri}`);

      const messageType = launch.messageType ?? 'LtiResourceLinkRequest';
      const context =
        launch.context === undefined ? { id: 'course-1', title: 'Civics 101' } : launch.context;
      const claims: Record<string, unknown> = {
        nonce,
        sub: launch.person.sub,
        ...(launch.person.name ? { name: launch.person.name } : {}),
        ...(launch.person.email ? { email: launch.person.email } : {}),
        [LTI_CLAIMS.MESSAGE_TYPE]: messageType,
        [LTI_CLAIMS.VERSION]: '1.3.0',
        [LTI_CLAIMS.DEPLOYMENT_ID]: deploymentId,
        [LTI_CLAIMS.TARGET_LINK_URI]: redirectUri,
        [LTI_CLAIMS.ROLES]: launch.person.roles,
        ...(context
          ? {
              [LTI_CLAIMS.CONTEXT]: {
                id: context.id,
                title: context.title,
                type: ['CourseSection'],
              },
            }
          : {}),
        ...(launch.custom ? { [LTI_CLAIMS.CUSTOM]: launch.custom } : {}),
        [LTI_CLAIMS.LAUNCH_PRESENTATION]: {
          document_target: 'iframe',
          return_url: `${issuer}/course/return`,
        },
        [LTI_CLAIMS.NRPS]: {
          context_memberships_url: `${issuer}/nrps/${context?.id ?? 'none'}/memberships`,
          service_versions: ['2.0'],
        },
        [LTI_CLAIMS.AGS]: {
          scope: [
            'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
            'https://purl.imsglobal.org/spec/lti-ags/scope/score',
          ],
          lineitems: `${issuer}/ags/${context?.id ?? 'none'}/lineitems`,
          ...(messageType === 'LtiResourceLinkRequest'
            ? {
                lineitem: `${issuer}/ags/${context?.id ?? 'none'}/lineitems/${launch.resourceLinkId ?? 'link-1'}`,
              }
            : {}),
        },
      };
      if (messageType === 'LtiResourceLinkRequest') {
        claims[LTI_CLAIMS.RESOURCE_LINK] = {
          id: launch.resourceLinkId ?? 'link-1',
          title: 'Thoughtful',
        };
      } else {
        claims[LTI_CLAIMS.DEEP_LINKING_SETTINGS] = {
          deep_link_return_url: `${issuer}/deep-link-return`,
          accept_types: ['ltiResourceLink'],
          accept_presentation_document_targets: ['iframe', 'window'],
          accept_multiple: true,
          accept_lineitem: true,
          data: 'platform-data-123',
          ...launch.deepLinking,
        };
      }
      for (const [name, value] of Object.entries(launch.claims ?? {})) {
        if (value === undefined) delete claims[name];
        else claims[name] = value;
      }
      const now = Math.floor(Date.now() / 1000);
      const payload: Record<string, unknown> = {
        iss: issuer,
        aud: clientId,
        iat: now,
        exp: now + 300,
        ...claims,
      };
      for (const name of ['iss', 'aud', 'iat', 'exp'] as const) {
        if (launch.claims && name in launch.claims && launch.claims[name] === undefined)
          delete payload[name];
      }
      const header: Record<string, unknown> = { alg: 'RS256', typ: 'JWT', kid: signing.kid };
      const key = launch.foreignKey ? foreign : signing;
      if (launch.foreignKey) header.kid = signing.kid;
      if (launch.header?.kid === null) delete header.kid;
      else if (launch.header?.kid !== undefined) header.kid = launch.header.kid;
      let idToken: string;
      if (launch.header?.alg && launch.header.alg !== 'RS256') {
        idToken = await new SignJWT(payload)
          .setProtectedHeader({ ...header, alg: 'HS256' })
          .sign(crypto.createHash('sha256').update('not the platform key').digest());
      } else {
        idToken = await new SignJWT(payload)
          .setProtectedHeader(header as { alg: string })
          .sign(key.privateKey);
      }
      return { id_token: idToken, state };
    },

    async rotateKey() {
      const next = await newKey();
      keys.push(next);
      signing = next;
    },

    async verifyDeepLinkingResponse(jwt, toolKeySet) {
      const { payload } = await jwtVerify(jwt, createLocalJWKSet(toolKeySet), {
        algorithms: ['RS256'],
        issuer: clientId,
        audience: issuer,
        requiredClaims: ['iat', 'exp', 'nonce'],
      });
      if (payload[LTI_CLAIMS.MESSAGE_TYPE] !== 'LtiDeepLinkingResponse')
        throw new Error('message type');
      if (payload[LTI_CLAIMS.VERSION] !== '1.3.0') throw new Error('version');
      if (payload[LTI_CLAIMS.DEPLOYMENT_ID] !== deploymentId) throw new Error('deployment id');
      return payload;
    },

    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  routes.set('GET /jwks', async () => {
    platform.keySetFetches += 1;
    return { status: 200, body: { keys: keys.map((key) => key.publicJwk) } };
  });
  routes.set('GET /.well-known/openid-configuration', async (request) => {
    if (request.headers.authorization !== `Bearer ${platform.registrationToken}`) {
      return { status: 401, body: { error: 'invalid_token' } };
    }
    return {
      status: 200,
      body: {
        issuer: platform.configurationIssuer ?? issuer,
        authorization_endpoint: platform.authLoginUrl,
        token_endpoint: platform.authTokenUrl,
        jwks_uri: platform.keySetUrl,
        registration_endpoint: platform.registrationUrl,
        scopes_supported: [
          'openid',
          'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
          'https://purl.imsglobal.org/spec/lti-ags/scope/score',
          'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
          'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
        ],
        response_types_supported: ['id_token'],
        subject_types_supported: ['public', 'pairwise'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['private_key_jwt'],
        claims_supported: ['sub', 'iss', 'name', 'given_name', 'family_name', 'email'],
        'https://purl.imsglobal.org/spec/lti-platform-configuration': {
          product_family_code: 'moodle',
          version: '4.5',
          messages_supported: [
            { type: 'LtiResourceLinkRequest' },
            { type: 'LtiDeepLinkingRequest' },
          ],
        },
      },
    };
  });
  routes.set('POST /register', async (request, body) => {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    platform.registrations.push({ authorization: request.headers.authorization, body: parsed });
    if (request.headers.authorization !== `Bearer ${platform.registrationToken}`) {
      return { status: 401, body: { error: 'invalid_token' } };
    }
    const configuration = parsed[
      'https://purl.imsglobal.org/spec/lti-tool-configuration'
    ] as Record<string, unknown>;
    return {
      status: 200,
      body: {
        ...parsed,
        client_id: clientId,
        'https://purl.imsglobal.org/spec/lti-tool-configuration': {
          ...configuration,
          deployment_id: deploymentId,
        },
      },
    };
  });
  return platform;
}

/** `application/x-www-form-urlencoded`, as browsers post forms. */
export function formBody(fields: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) params.set(name, value);
  return params.toString();
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** What a test's launch went through: the login's answer, the launch's answer. */
export interface LaunchRun {
  login: LightMyRequestResponse;
  launch: LightMyRequestResponse;
  /** The authorization request the tool sent the browser to. */
  authUrl: URL;
}

interface Injector {
  inject(options: {
    method: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  }): Promise<LightMyRequestResponse>;
}

/**
 * A whole launch as a browser without cookies makes it: login initiation (POST, as Moodle does),
 * the platform's authorization step, the launch's form post. `login` adds or replaces login
 * parameters; `form` the launch's.
 */
export async function launchThrough(
  app: Injector,
  platform: LaunchPlatform,
  launch: LaunchOptions,
  extra: {
    login?: Record<string, string | undefined>;
    form?: (form: { id_token: string; state: string }) => Record<string, string | undefined>;
    toolUrl?: string;
  } = {},
): Promise<LaunchRun> {
  const toolUrl = extra.toolUrl ?? 'http://tool.test';
  const login = await app.inject({
    method: 'POST',
    url: '/api/lti/login',
    headers: FORM,
    payload: formBody({
      iss: platform.issuer,
      login_hint: launch.person.sub,
      target_link_uri: `${toolUrl}/api/lti/launch`,
      lti_message_hint: 'hint-1',
      client_id: platform.clientId,
      lti_deployment_id: platform.deploymentId,
      ...extra.login,
    }),
  });
  const redirect =
    login.statusCode === 302 ? String(login.headers.location) : loginPageAuthUrl(login.body);
  const authUrl = new URL(redirect);
  const form = await platform.authorize(redirect, launch);
  const posted = extra.form ? extra.form(form) : form;
  const response = await app.inject({
    method: 'POST',
    url: '/api/lti/launch',
    headers: FORM,
    payload: formBody(posted),
  });
  return { login, launch: response, authUrl };
}

/** The JSON a tool's LTI page hands its script. */
export function pageData(html: string): Record<string, string> {
  const match = /<script type="application\/json" id="lti-page">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('the page carries no data for its script');
  return JSON.parse(match[1]!) as Record<string, string>;
}

function loginPageAuthUrl(html: string): string {
  return pageData(html).authUrl!;
}
