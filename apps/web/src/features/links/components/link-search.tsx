import { SEARCH_LIMIT, truncateHeadline } from '@thoughtful/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { useAgentSearch } from '../../agents';
import { useIdeaSearch } from '../../ideas';
import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT } from '../../search';
import { LINKS_TEXT } from '../links-text';

/** A result of the search: the item's id and what it is called (an inTell's label, a name). */
export interface LinkSearchResult {
  id: string;
  label: string;
}

export interface LinkSearchProps {
  target: 'idea' | 'agent';
  /** /create/{mode}/{id}: the 'Submit new …' button. */
  createHref: string;
  onChoose: (result: LinkSearchResult) => void;
  onClose: () => void;
  /** The screen's own item, left out of the results. */
  excludeId: string;
  disabled?: boolean;
}

/**
 * The searchable dropdown of an add button (content §2): 10 results loaded as the user types, a
 * 'Submit new …' button, and 'No matching search results found' when the search finds nothing.
 */
export function LinkSearch({
  target,
  createHref,
  onChoose,
  onClose,
  excludeId,
  disabled,
}: LinkSearchProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const searched = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const ideas = useIdeaSearch(target === 'idea' ? searched : '', SEARCH_LIMIT);
  const agents = useAgentSearch(target === 'agent' ? searched : '', SEARCH_LIMIT);
  const query = target === 'idea' ? ideas : agents;
  useQueryErrorAlerts(ideas.error, ideas.errorUpdatedAt, SEARCH_TEXT.ideasFailed);
  useQueryErrorAlerts(agents.error, agents.errorUpdatedAt, SEARCH_TEXT.agentsFailed);
  useEffect(() => input.current?.focus(), []);

  const active = searched !== '';
  const settled =
    active && searched === text.trim() && !query.isPlaceholderData && !query.isFetching;
  const results: LinkSearchResult[] = active
    ? target === 'idea'
      ? (ideas.data ?? []).map((idea) => ({ id: idea._id, label: idea.label }))
      : (agents.data ?? []).map((agent) => ({ id: agent._id, label: agent.name }))
    : [];
  const shown = results.filter((result) => result.id !== excludeId);
  const empty = settled && !query.isError && shown.length === 0;
  const label = target === 'idea' ? LINKS_TEXT.searchIdeas : LINKS_TEXT.searchAgents;

  return (
    <div
      className="border rounded p-2 mb-2 bg-body"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Form.Label htmlFor={inputId} className="small fw-semibold">
        {label}
      </Form.Label>
      <Form.Control
        ref={input}
        id={inputId}
        type="search"
        size="sm"
        autoComplete="off"
        placeholder={SEARCH_TEXT.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div role="status" className="small mt-1">
        {empty ? LINKS_TEXT.noResults : null}
      </div>
      {shown.length > 0 ? (
        <ul className="list-group my-1" aria-label={label}>
          {shown.map((result) => (
            <li key={result.id} className="list-group-item p-0">
              <button
                type="button"
                className="btn btn-link btn-sm text-start w-100 text-break"
                disabled={disabled}
                onClick={() => onChoose(result)}
              >
                {truncateHeadline(result.label)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="d-flex gap-2 mt-2 flex-wrap">
        <Link to={createHref} className="btn btn-outline-primary btn-sm">
          {target === 'idea' ? LINKS_TEXT.submitNewIdea : LINKS_TEXT.submitNewAgent}
        </Link>
        <Button variant="outline-secondary" size="sm" onClick={onClose}>
          {LINKS_TEXT.closeSearch}
        </Button>
      </div>
    </div>
  );
}
