import type { AgentRef } from '@thoughtful/shared';
import { useId, useState } from 'react';
import { Button, Form, ListGroup } from 'react-bootstrap';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQueryErrorAlerts } from '../../alerts/use-query-error-alerts';
import { useAgentSearch } from '../../agents/api/get-agents';
import { CreateAgentDialog } from '../../create-agent/components/create-agent-dialog';
import { CREATE_WEB_IDEA_TEXT } from '../create-web-idea-text';

const TEXT = CREATE_WEB_IDEA_TEXT.authors;

/** Typing pause before a search is sent. */
export const AUTHOR_SEARCH_DEBOUNCE_MS = 300;

export interface AuthorPickerProps {
  /** The search field's id, so a submit can move focus here. */
  inputId: string;
  chosen: readonly AgentRef[];
  onChange: (chosen: AgentRef[]) => void;
  /** The default waveMaker list, added to the chosen ones when the inTell is shared. */
  defaults?: readonly AgentRef[];
  error?: string | undefined;
}

/**
 * The author or affiliation waveMakers of someone else's content: search as you type over
 * `GET /api/agents` (10 results, content §2), or submit a new waveMaker with the create dialog,
 * which is then chosen.
 */
export function AuthorPicker({
  inputId,
  chosen,
  onChange,
  defaults = [],
  error,
}: AuthorPickerProps) {
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const searched = useDebouncedValue(text, AUTHOR_SEARCH_DEBOUNCE_MS).trim();
  const search = useAgentSearch(searched);
  const errorId = useId();
  const resultsId = useId();
  useQueryErrorAlerts(search.error, search.errorUpdatedAt, CREATE_WEB_IDEA_TEXT.searchError);

  const add = (agent: AgentRef) => {
    if (!chosen.some((c) => c._id === agent._id)) onChange([...chosen, agent]);
  };
  const remove = (id: string) => onChange(chosen.filter((c) => c._id !== id));

  const typing = text.trim() !== searched;
  const results = searched === '' ? [] : (search.data ?? []);
  const settled = searched !== '' && !typing && !search.isFetching && search.data !== undefined;

  return (
    <fieldset className="mb-3">
      <legend className="fs-6">{TEXT.legend}</legend>
      <p className="form-text mt-0">{TEXT.intro}</p>
      {defaults.length > 0 ? (
        <p className="form-text">{TEXT.defaults(defaults.map((agent) => agent.name))}</p>
      ) : null}

      <p className="mb-1">{TEXT.chosenLabel}</p>
      {chosen.length === 0 ? (
        <p className="text-body-secondary">{TEXT.noneChosen}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2" aria-label={TEXT.chosenLabel}>
          {chosen.map((agent) => (
            <li key={agent._id} className="badge text-bg-primary fs-6 d-flex align-items-center">
              <span>{agent.name}</span>
              <button
                type="button"
                className="btn-close btn-close-white ms-2"
                aria-label={TEXT.remove(agent.name)}
                onClick={() => remove(agent._id)}
              />
            </li>
          ))}
        </ul>
      )}

      <Form.Group controlId={inputId} className="mb-2">
        <Form.Label>{TEXT.searchLabel}</Form.Label>
        <Form.Control
          type="search"
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          isInvalid={error !== undefined}
          aria-invalid={error !== undefined ? true : undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          aria-controls={resultsId}
        />
        {error !== undefined ? (
          <Form.Control.Feedback type="invalid" id={errorId}>
            {error}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>

      <div id={resultsId} role="status" className="mb-2">
        {searched !== '' && (typing || search.isFetching) && results.length === 0 ? (
          <span className="form-text">{TEXT.searching}</span>
        ) : null}
        {settled && results.length === 0 ? <span>{TEXT.noResults}</span> : null}
      </div>
      {results.length > 0 ? (
        <ListGroup as="ul" aria-label={TEXT.resultsLabel} className="mb-2">
          {results.map((agent) => {
            const isChosen = chosen.some((c) => c._id === agent._id);
            return (
              <ListGroup.Item
                as="li"
                key={agent._id}
                className="d-flex justify-content-between align-items-center"
              >
                <span>{agent.name}</span>
                <Button
                  size="sm"
                  variant="outline-primary"
                  disabled={isChosen}
                  onClick={() => add(agent)}
                >
                  {isChosen ? TEXT.added : TEXT.add}
                  <span className="visually-hidden"> {agent.name}</span>
                </Button>
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      ) : null}

      <Button variant="outline-secondary" onClick={() => setCreating(true)}>
        {TEXT.submitNew}
      </Button>
      <CreateAgentDialog
        show={creating}
        onHide={() => setCreating(false)}
        onCreated={(agent) => add({ _id: agent._id, name: agent.name })}
      />
    </fieldset>
  );
}
