import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useParams } from 'react-router';
import { CreateIdeaForm, CREATE_IDEA_TEXT } from '../../ideas';
import { CreateAgentDialog } from '../../agents';
import { useLinkAndGo } from '../api/use-link-and-go';
import { createsIdea, isLinkMode } from '../link-model';
import { LINKS_TEXT } from '../links-text';

/**
 * `/create/:mode/:id` (content §2): create an item, then link it to item {id} with the mode and
 * open the link's page. An inTell is created with the /create1 form (shown here), which goes on
 * to /idea/{new}/{mode}/{id}, where the idea screen makes the link; a waveMaker is created with the
 * CreateAgentDialog on this page, and linked here.
 */
export function CreateAndLinkScreen() {
  // Drawn again when the reader changes her language (issue 44).
  useLingui();
  const { mode: modeParam = '', id = '' } = useParams();
  const mode = Number(modeParam);
  const [show, setShow] = useState(true);
  const { link, isPending } = useLinkAndGo();

  if (!isLinkMode(mode) || id === '') {
    return (
      <section className="py-4">
        <h1>{LINKS_TEXT.createAndLinkHeading}</h1>
        <p>{LINKS_TEXT.unknownMode}</p>
      </section>
    );
  }
  if (createsIdea(mode)) {
    return (
      <section className="py-4" style={{ maxWidth: 800 }}>
        <h1>{LINKS_TEXT.createAndLinkHeading}</h1>
        <p>{CREATE_IDEA_TEXT.intro}</p>
        <CreateIdeaForm thoughtful linkMode={String(mode)} linkField={id} />
      </section>
    );
  }
  return (
    <section className="py-4">
      <h1>{LINKS_TEXT.createAndLinkHeading}</h1>
      <Button onClick={() => setShow(true)} disabled={show || isPending}>
        {LINKS_TEXT.openCreateAgent}
      </Button>
      <CreateAgentDialog
        show={show}
        onHide={() => setShow(false)}
        onCreated={(agent) => link(mode, id, agent._id, { replace: true })}
      />
    </section>
  );
}
