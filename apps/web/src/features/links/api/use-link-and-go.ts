import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessages } from '../../alerts/error-messages';
import { useAlerts } from '../../alerts/use-alerts';
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
  const { addAlert } = useAlerts();
  const navigate = useNavigate();
  const link = useCallback(
    (mode: number, thisId: string, otherId: string, options: { replace?: boolean } = {}) => {
      const request = linkRequest(mode, thisId, otherId);
      if (request === null) return;
      mutate(request, {
        onSuccess: (created) => {
          void navigate(linkPagePath(request.kind, created._id), { replace: options.replace });
        },
        onError: (error) => {
          for (const msg of errorMessages(error)) addAlert(FAILED[request.kind](msg), 'danger');
        },
      });
    },
    [mutate, addAlert, navigate],
  );
  return { link, isPending };
}
