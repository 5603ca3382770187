import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { linkPagePath, linkRequest, type LinkKind } from '../link-model';
import { LINKS_TEXT } from '../links-text';
import { useCreateLink } from './create-link';

const FAILED: Record<LinkKind, (msg: string) => string> = {
  ideaIdea: LINKS_TEXT.createIdeaIdeaFailed,
  ideaAgent: LINKS_TEXT.createIdeaAgentFailed,
  agentAgent: LINKS_TEXT.createAgentAgentFailed,
};

/**
 * Links `thisId` (the screen's item) with `otherId` by `mode`, then opens the link's page (content
 * §2). Failures become danger alerts with the spec's prefixes (content §8).
 */
export function useLinkAndGo() {
  const { mutate, isPending } = useCreateLink();
  const { alertErrors } = useAlerts();
  const navigate = useNavigate();
  const link = useCallback(
    (
      mode: number,
      thisId: string,
      otherId: string,
      options: { replace?: boolean; onError?: () => void } = {},
    ) => {
      const request = linkRequest(mode, thisId, otherId);
      if (request === null) return;
      mutate(request, {
        onSuccess: (created) => {
          void navigate(linkPagePath(request.kind, created._id), { replace: options.replace });
        },
        onError: (error) => {
          alertErrors(error, FAILED[request.kind]);
          options.onError?.();
        },
      });
    },
    [mutate, alertErrors, navigate],
  );
  return { link, isPending };
}
