/** The Learning platforms screen's words (DESIGN.md §13). */
export const PLATFORMS_TEXT = {
  heading: 'Learning platforms',
  intro:
    'Teachers and students open Thoughtful from their courses in Moodle, Canvas or another LTI 1.3 platform: a course becomes a class, its teacher the class’s teacher, and its students join it.',
  listHeading: 'Registered platforms',
  loading: 'Loading the platforms…',
  loadFailed: (msg: string) => `The platforms could not be loaded: ${msg}`,
  none: 'No platform is registered yet.',
  noneHelp: 'Make a registration link for Moodle, or register a platform by hand below.',
  columns: {
    issuer: 'Issuer',
    clientId: 'Client ID',
    deployments: 'Deployment IDs',
  },
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove this platform?',
  removeBody: (name: string) =>
    `${name} will no longer open Thoughtful. Its courses’ classes and everything in them stay.`,
  cancel: 'Cancel',
  removed: (name: string) => `${name} removed.`,

  linkHeading: 'Register with a link (Moodle)',
  linkHelp:
    'Moodle registers Thoughtful by itself (LTI Dynamic Registration): make a link, then in Moodle go to Site administration → Plugins → Activity modules → External tool → Manage tools, paste the link into “Tool URL” and choose “Add LTI Advantage”. The link works once, for 24 hours.',
  makeLink: 'Make a registration link',
  linkLabel: 'Registration link',
  linkExpires: (when: string) => `Works once, until ${when}.`,

  manualHeading: 'Register by hand (Canvas and others)',
  manualHelp:
    'In the platform, add Thoughtful as an LTI 1.3 tool with these addresses (in Canvas: Admin → Developer Keys → + Developer Key → + LTI Key). Then enter here what the platform gave Thoughtful.',
  toolUrls: {
    loginUrl: 'OpenID Connect login URL (initiate login)',
    launchUrl: 'Redirect URI and target link URI (launch)',
    keySetUrl: 'Public key set URL (JWKS)',
    deepLinkingUrl: 'Deep Linking URL',
    domain: 'Domain',
  },
  copy: 'Copy',
  copyLabel: (what: string) => `Copy ${what}`,
  copied: 'Copied.',

  formHeading: 'Add a platform',
  fields: {
    name: 'Name',
    issuer: 'Issuer (platform ID)',
    clientId: 'Client ID',
    authLoginUrl: 'Authorization endpoint (OIDC auth URL)',
    authTokenUrl: 'Access token URL',
    keySetUrl: 'Platform key set URL (JWKS)',
    deploymentIds: 'Deployment IDs (one a line, or separated by commas)',
  },
  fieldHelp: {
    issuer: 'Canvas: https://canvas.instructure.com. Moodle: the site’s address.',
  },
  add: 'Add the platform',
  added: (name: string) => `${name} registered.`,

  keysHeading: 'Thoughtful’s keys',
  keysHelp:
    'Thoughtful signs what it sends platforms with its own key, published at the key set URL above. A new key is made every 90 days; make one now if the old one may have leaked. The old key stays published for a week.',
  rotate: 'Rotate keys',
  rotateTitle: 'Make a new signing key?',
  rotateBody: 'Platforms fetch the new key from the key set; nothing else changes.',
} as const;
