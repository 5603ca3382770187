import { t } from '@lingui/core/macro';
// The catalogue and the language spoken are set up before a word here is read.
import '../../lib/i18n';

/** The Learning platforms screen's words (DESIGN.md §13), worded when read (issue 44). */
export const PLATFORMS_TEXT = {
  get heading() {
    return t`Learning platforms`;
  },
  get intro() {
    return t`Teachers and students open Thoughtful from their courses in Moodle, Canvas or another LTI 1.3 platform: a course becomes a class, its teacher the class’s teacher, and its students join it.`;
  },
  get listHeading() {
    return t`Registered platforms`;
  },
  get loading() {
    return t`Loading the platforms…`;
  },
  loadFailed: (msg: string) => t`The platforms could not be loaded: ${msg}`,
  get none() {
    return t`No platform is registered yet.`;
  },
  get noneHelp() {
    return t`Make a registration link for Moodle, or register a platform by hand below.`;
  },
  columns: {
    get issuer() {
      return t`Issuer`;
    },
    get clientId() {
      return t`Client ID`;
    },
    get deployments() {
      return t`Deployment IDs`;
    },
  },
  get remove() {
    return t`Remove`;
  },
  removeLabel: (name: string) => t`Remove ${name}`,
  get removeTitle() {
    return t`Remove this platform?`;
  },
  removeBody: (name: string) =>
    t`${name} will no longer open Thoughtful. Its courses’ classes and everything in them stay.`,
  get cancel() {
    return t`Cancel`;
  },
  removed: (name: string) => t`${name} removed.`,

  get linkHeading() {
    return t`Register with a link (Moodle)`;
  },
  get linkHelp() {
    return t`Moodle registers Thoughtful by itself (LTI Dynamic Registration): make a link, then in Moodle go to Site administration → Plugins → Activity modules → External tool → Manage tools, paste the link into “Tool URL” and choose “Add LTI Advantage”. The link works once, for 24 hours.`;
  },
  get makeLink() {
    return t`Make a registration link`;
  },
  get linkLabel() {
    return t`Registration link`;
  },
  linkExpires: (when: string) => t`Works once, until ${when}.`,

  get manualHeading() {
    return t`Register by hand (Canvas and others)`;
  },
  get manualHelp() {
    return t`In the platform, add Thoughtful as an LTI 1.3 tool with these addresses (in Canvas: Admin → Developer Keys → + Developer Key → + LTI Key). Then enter here what the platform gave Thoughtful.`;
  },
  toolUrls: {
    get loginUrl() {
      return t`OpenID Connect login URL (initiate login)`;
    },
    get launchUrl() {
      return t`Redirect URI and target link URI (launch)`;
    },
    get keySetUrl() {
      return t`Public key set URL (JWKS)`;
    },
    get deepLinkingUrl() {
      return t`Deep Linking URL`;
    },
    get domain() {
      return t`Domain`;
    },
  },
  get copy() {
    return t`Copy`;
  },
  copyLabel: (what: string) => t`Copy ${what}`,
  get copied() {
    return t`Copied.`;
  },

  get formHeading() {
    return t`Add a platform`;
  },
  fields: {
    get name() {
      return t`Name`;
    },
    get issuer() {
      return t`Issuer (platform ID)`;
    },
    get clientId() {
      return t`Client ID`;
    },
    get authLoginUrl() {
      return t`Authorization endpoint (OIDC auth URL)`;
    },
    get authTokenUrl() {
      return t`Access token URL`;
    },
    get keySetUrl() {
      return t`Platform key set URL (JWKS)`;
    },
    get deploymentIds() {
      return t`Deployment IDs (one a line, or separated by commas)`;
    },
  },
  fieldHelp: {
    get issuer() {
      return t`Canvas: https://canvas.instructure.com. Moodle: the site’s address.`;
    },
  },
  get add() {
    return t`Add the platform`;
  },
  added: (name: string) => t`${name} registered.`,

  get keysHeading() {
    return t`Thoughtful’s keys`;
  },
  get keysHelp() {
    return t`Thoughtful signs what it sends platforms with its own key, published at the key set URL above. A new key is made every 90 days; make one now if the old one may have leaked. The old key stays published for a week.`;
  },
  get rotate() {
    return t`Rotate keys`;
  },
  get rotateTitle() {
    return t`Make a new signing key?`;
  },
  get rotateBody() {
    return t`Platforms fetch the new key from the key set; nothing else changes.`;
  },
};
