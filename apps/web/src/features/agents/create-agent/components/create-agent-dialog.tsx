import { useLingui } from '@lingui/react';
import {
  agentNameFromTitle,
  validateNewAgent,
  type AgentDto,
  type NewAgentField,
} from '@thoughtful/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { TextField } from '../../../../components/text-field';
import { focusFirstError } from '../../../../lib/focus-first-error';
import { useFieldErrors } from '../../../../lib/use-field-errors';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import { useCreateAgent } from '../../api/create-agent';
import { ScrapedImagePicker, ScrapeStatus, usePageScrape } from '../../../scrape';
import { createAgentErrors, helpTopicFor } from '../create-agent-rules';
import { CREATE_AGENT_TEXT, type CreateAgentHelpTopic } from '../create-agent-text';
import { CreateAgentHelpDialog } from './create-agent-help-dialog';

export interface CreateAgentDialogProps {
  show: boolean;
  onHide: () => void;
  /** Called with the created waveMaker, after which the dialog closes. */
  onCreated?: (agent: AgentDto) => void;
}

/**
 * 'Submit new waveMaker' (content §2 'Dialogs', §4 'waveMaker create flow', §5 'New waveMaker'):
 * the address is fetched once typing pauses, the name is filled in from the page's title (' -
 * Wikipedia' removed, at most 60 characters) until the user edits it, and one of the page's
 * images may be chosen. A submit with a problem marks the fields, says each problem once under its
 * field, and offers there the help dialog that fits, one for the address, another for the name,
 * which opens when asked for. The draft lives here, outside the modal, so it survives
 * closing (after a server error the dialog closes so the alert can be read).
 */
export function CreateAgentDialog({ show, onHide, onCreated }: CreateAgentDialogProps) {
  // Drawn again in the reader's language when she changes it.
  useLingui();
  const ids = {
    url: useId(),
    name: useId(),
    image: useId(),
    status: useId(),
  } satisfies Record<NewAgentField | 'status', string>;
  const titleId = useId();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [nameEdited, setNameEdited] = useState(false);
  const [image, setImage] = useState('');
  const [help, setHelp] = useState<CreateAgentHelpTopic | null>(null);
  /** The help the last failed submit offers (under its field), opened only when asked for. */
  const [offeredHelp, setOfferedHelp] = useState<CreateAgentHelpTopic | null>(null);
  /** The field to return to once the help dialog has gone. */
  const [returnTo, setReturnTo] = useState<string | null>(null);
  // Focus moves back in an effect, after the help dialog has left react-bootstrap's modal stack:
  // moved earlier, the help dialog's focus trap would pull it out again.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusRequest !== null) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);
  const [checking, setChecking] = useState(false);
  const { errors, showErrors, recheck } = useFieldErrors<NewAgentField>();
  const { result: page, ensure } = usePageScrape(url);
  const { mutate, isPending } = useCreateAgent();
  const { addAlert, alertErrors } = useAlerts();

  // A newly fetched page fills in the name (unless the user wrote one) and offers new images.
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  if (page.status === 'scraped' && filledFrom !== page.url) {
    setFilledFrom(page.url);
    setImage('');
    if (!nameEdited) setName(agentNameFromTitle(page.title));
  }
  const images = page.status === 'scraped' ? page.images : [];
  const busy = checking || isPending;

  function reset() {
    setUrl('');
    setName('');
    setNameEdited(false);
    setImage('');
    setFilledFrom(null);
    setOfferedHelp(null);
    showErrors([]);
  }

  async function submit() {
    setChecking(true);
    const fetched = await ensure();
    setChecking(false);
    const values = { name, url, image };
    const problems = createAgentErrors(values, fetched);
    if (!showErrors(problems)) {
      focusFirstError(problems, ids);
      // One problem is said once, under its field; the spec's help dialog for it is
      // offered there and opens when the member asks.
      setOfferedHelp(helpTopicFor(problems));
      return;
    }
    if (fetched.status !== 'scraped' && fetched.status !== 'not-scraped') return;
    mutate(
      { name: name.trim(), url: fetched.url, image },
      {
        onSuccess: (agent) => {
          addAlert(CREATE_AGENT_TEXT.created(agent.name), 'success');
          reset();
          onCreated?.(agent);
          onHide();
        },
        onError: (error) => {
          alertErrors(error, CREATE_AGENT_TEXT.serverError);
          onHide();
        },
      },
    );
  }

  /** The offer of the help dialog under a field that still has its problem. */
  function helpButton(topic: CreateAgentHelpTopic) {
    if (offeredHelp !== topic || errors[topic] === undefined) return null;
    return (
      <Button
        variant="link"
        size="sm"
        className="p-0 mt-n2 mb-3 d-block"
        aria-describedby={`${ids[topic]}-error`}
        onClick={() => {
          setReturnTo(ids[topic]);
          setHelp(topic);
        }}
      >
        {CREATE_AGENT_TEXT.help.offer[topic]}
      </Button>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The modal is portalled out of the page's DOM but not out of its React tree: without this,
    // the submit would also reach a form the dialog is opened from (/create2's).
    event.stopPropagation();
    if (busy) return;
    void submit();
  }

  return (
    <>
      <Modal show={show} onHide={onHide} aria-labelledby={titleId}>
        <Form noValidate onSubmit={onSubmit}>
          <Modal.Header closeButton closeLabel={CREATE_AGENT_TEXT.cancel}>
            <Modal.Title as="h2" className="h5" id={titleId}>
              {CREATE_AGENT_TEXT.title}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>{CREATE_AGENT_TEXT.intro}</p>
            <TextField
              id={ids.url}
              label={CREATE_AGENT_TEXT.urlLabel}
              value={url}
              autoFocus
              error={errors.url}
              onChange={(value) => {
                setUrl(value);
                // The fetch is judged again on submit; until then only the address's form counts.
                recheck(validateNewAgent({ name, url: value, image }));
              }}
            />
            {helpButton('url')}
            <p className="form-text mt-n2 mb-1">{CREATE_AGENT_TEXT.urlHint}</p>
            <ScrapeStatus id={ids.status} result={page} />
            <TextField
              id={ids.name}
              label={CREATE_AGENT_TEXT.nameLabel}
              value={name}
              error={errors.name}
              onChange={(value) => {
                setName(value);
                setNameEdited(true);
                recheck(validateNewAgent({ name: value, url, image }));
              }}
            />
            {helpButton('name')}
            {page.status === 'scraped' ? (
              <ScrapedImagePicker
                images={images}
                value={image}
                onChange={setImage}
                legend={CREATE_AGENT_TEXT.imagesLegend}
              />
            ) : null}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onHide}>
              {CREATE_AGENT_TEXT.cancel}
            </Button>
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? CREATE_AGENT_TEXT.submitting : CREATE_AGENT_TEXT.submit}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
      <CreateAgentHelpDialog
        topic={help}
        onHide={() => setHelp(null)}
        onExited={() => {
          if (returnTo !== null) setFocusRequest({ id: returnTo });
        }}
      />
    </>
  );
}
