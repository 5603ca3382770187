/**
 * Every message file of the shared package (every `*messages*.ts` file), by path: the constants whose
 * codes the server attaches to its answers and whose words the web app's catalogues hold (issue
 * 44, contract 1). apps/server/src/http/message-codes.test.ts fails when a file is missing here.
 */
import * as activityMessages from '../activities/activity-messages';
import * as agentMessages from '../agents/agent-messages';
import * as httpMessages from '../api/http-messages';
import * as authMessages from '../auth/auth-messages';
import * as calibrationMessages from '../calibration/calibration-messages';
import * as schoolSignInMessages from '../auth/school-sign-in-messages';
import * as classMessages from '../classes/class-messages';
import * as streamMessages from '../events/stream-messages';
import * as languageMessages from '../i18n/language-messages';
import * as ideaMessages from '../ideas/idea-messages';
import * as similarIdeaMessages from '../ideas/similar-idea-messages';
import * as invitationMessages from '../invitations/invitation-messages';
import * as linkMessages from '../links/link-messages';
import * as mediaMessages from '../media/media-messages';
import * as profileMessages from '../profiles/profile-messages';
import * as reportMessages from '../report/report-messages';
import * as interpretationMessages from '../scales/interpretation-messages';
import * as settingMessages from '../settings/setting-messages';
import * as viewpointMessages from '../viewpoints/viewpoint-messages';
import * as viewpointSentenceMessages from '../viewpoints/viewpoint-sentence-messages';

export const MESSAGE_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'activities/activity-messages': activityMessages,
  'agents/agent-messages': agentMessages,
  'api/http-messages': httpMessages,
  'auth/auth-messages': authMessages,
  'auth/school-sign-in-messages': schoolSignInMessages,
  'calibration/calibration-messages': calibrationMessages,
  'classes/class-messages': classMessages,
  'events/stream-messages': streamMessages,
  'i18n/language-messages': languageMessages,
  'ideas/idea-messages': ideaMessages,
  'ideas/similar-idea-messages': similarIdeaMessages,
  'invitations/invitation-messages': invitationMessages,
  'links/link-messages': linkMessages,
  'media/media-messages': mediaMessages,
  'profiles/profile-messages': profileMessages,
  'report/report-messages': reportMessages,
  'scales/interpretation-messages': interpretationMessages,
  'settings/setting-messages': settingMessages,
  'viewpoints/viewpoint-messages': viewpointMessages,
  'viewpoints/viewpoint-sentence-messages': viewpointSentenceMessages,
};
