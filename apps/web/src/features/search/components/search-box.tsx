import { useLingui } from '@lingui/react';
import {
  SEARCH_LIMIT,
  truncateHeadline,
  type AgentRef,
  type IdeaSummary,
} from '@thoughtful/shared';
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { useAgentSearch } from '../../agents';
import { useIdeaSearch } from '../../ideas';
import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT } from '../search-text';

/**
 * One box that searches inTells and waveMakers as the user types (content §2, §7: 10 results
 * each). The text is searched once it rests for 250 ms; each text is its own query, so only the
 * latest text's answers are ever shown as its results, and a request for an abandoned text is
 * cancelled. The outcome is announced politely.
 */
export function SearchBox() {
  // Drawn again when the reader changes her language (issue 44).
  useLingui();
  const inputId = useId();
  const resultsId = useId();
  const [text, setText] = useState('');
  const searched = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const ideas = useIdeaSearch(searched, SEARCH_LIMIT);
  const agents = useAgentSearch(searched, SEARCH_LIMIT);
  useQueryErrorAlerts(ideas.error, ideas.errorUpdatedAt, SEARCH_TEXT.ideasFailed);
  useQueryErrorAlerts(agents.error, agents.errorUpdatedAt, SEARCH_TEXT.agentsFailed);

  const active = searched !== '';
  // Settled: the shown answers are this text's own, not the previous text's kept on screen.
  const settled =
    active &&
    searched === text.trim() &&
    !ideas.isPlaceholderData &&
    !agents.isPlaceholderData &&
    !ideas.isFetching &&
    !agents.isFetching;
  const ideaResults: readonly IdeaSummary[] = active ? (ideas.data ?? []) : [];
  const agentResults: readonly AgentRef[] = active ? (agents.data ?? []) : [];
  const failed = ideas.isError || agents.isError;
  const empty = settled && !failed && ideaResults.length === 0 && agentResults.length === 0;

  let announcement = '';
  if (empty) announcement = SEARCH_TEXT.noResults;
  else if (settled && !failed) {
    announcement = SEARCH_TEXT.found(ideaResults.length, agentResults.length);
  }

  return (
    <div role="search" className="mb-4">
      <Form.Label htmlFor={inputId}>{SEARCH_TEXT.label}</Form.Label>
      <Form.Control
        id={inputId}
        type="search"
        autoComplete="off"
        placeholder={SEARCH_TEXT.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-controls={resultsId}
      />
      <div role="status" className="small mt-2">
        {empty ? SEARCH_TEXT.noResults : <span className="visually-hidden">{announcement}</span>}
      </div>
      <div
        id={resultsId}
        aria-busy={active && !settled}
        className={active && !settled ? 'opacity-75' : undefined}
      >
        {ideaResults.length > 0 ? (
          <ResultGroup
            title={SEARCH_TEXT.ideasHeading}
            items={ideaResults.map((idea) => ({
              id: idea._id,
              label: idea.label,
              href: `/idea/${idea._id}`,
            }))}
          />
        ) : null}
        {agentResults.length > 0 ? (
          <ResultGroup
            title={SEARCH_TEXT.agentsHeading}
            items={agentResults.map((agent) => ({
              id: agent._id,
              label: agent.name,
              href: `/agent/${agent._id}`,
            }))}
          />
        ) : null}
      </div>
    </div>
  );
}

interface ResultItem {
  id: string;
  label: string;
  href: string;
}

function ResultGroup({ title, items }: { title: string; items: ResultItem[] }) {
  const headingId = useId();
  return (
    <div className="mt-2">
      <h2 id={headingId} className="h6 mb-1">
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="list-group">
        {items.map((item) => (
          <li key={item.id} className="list-group-item py-1">
            <Link to={item.href} className="text-break">
              {truncateHeadline(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
