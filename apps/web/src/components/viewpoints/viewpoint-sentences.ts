import {
  sayCruxReason,
  sayDisagreement,
  sayScaleSentence,
  type ClassViewpointIdea,
  type Crux,
  type DisagreementKind,
  type ViewpointSay,
  type ViewpointScaleSummary,
} from '@thoughtful/shared';
import { useCallback } from 'react';
import { useSharedMessage } from '../../lib/i18n';
import type { SharedMessageCode } from '../../lib/i18n/shared-messages.generated';

/**
 * The viewpoints' sentences in the reader's language (issue 44): the shared composer
 * (viewpoint-sentences.ts in the shared package, the one the server's English comes from) with
 * each message worded by its code. What the server sent before it sent a `saying` (figures and
 * cruxes published earlier) is shown as sent, in English.
 */
export function useViewpointSentences() {
  const shared = useSharedMessage();
  const say = useCallback<ViewpointSay>(
    // The composer names only the sentence constants' codes (viewpoint-sentences.test.ts).
    (code, english, values) => shared(code as SharedMessageCode, english, values),
    [shared],
  );
  return {
    scale: (summary: ViewpointScaleSummary) =>
      summary.saying === undefined
        ? summary.sentence
        : sayScaleSentence(summary.scale, summary.saying, say),
    classIdea: (idea: ClassViewpointIdea) => sayScaleSentence(idea.scale, idea.saying, say),
    crux: (crux: Crux) =>
      crux.saying === undefined ? crux.reason : sayCruxReason(crux.saying, say),
    disagreement: (kind: DisagreementKind) => sayDisagreement(kind, say),
  };
}
