import { type IdeaNoteSummary, CONFIDENCE_WORDS } from '@thoughtful/shared';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { formatNumber, localizeServerError, useSharedMessage } from '../../../../lib/i18n';
import type { SharedMessageCode } from '../../../../lib/i18n/shared-messages.generated';
import { useNote, useNotes } from '../api/get-notes';
import type { BrushRange } from '../brush-selection';
import { useCommunityText } from '../community-text';

/** The confidences that have words of their own (CONFIDENCE_WORDS, by code). */
const WORDED_CONFIDENCES = new Set([0.1, 0.5, 1]);
const CONFIDENCE_WORDS_KEY = 'CONFIDENCE_WORDS';

/** A confidence in words: the three choices' words, an expertise level, or a share. */
function useConfidenceWords(): (confidence: number | null) => string {
  const T = useCommunityText();
  const shared = useSharedMessage();
  const { t } = useLingui();
  return (confidence) => {
    if (confidence === null) return '';
    if (confidence > 1) return T.expertiseLevel(confidence);
    if (WORDED_CONFIDENCES.has(confidence)) {
      return shared(
        `${CONFIDENCE_WORDS_KEY}.${confidence}` as SharedMessageCode,
        CONFIDENCE_WORDS[confidence as keyof typeof CONFIDENCE_WORDS],
      );
    }
    // A confidence between the three choices (a slider's) as a share, not a bare fraction.
    const share = formatNumber(confidence, { style: 'percent', maximumFractionDigits: 0 });
    return t({ message: `${share} sure`, comment: "A confidence: '70% sure'" });
  };
}

/**
 * The community's notes (content §9): each cut at 160 characters; a longer note, or one whose
 * confidence claims expertise (above 1), has a button opening it whole with the expertise
 * statement. 'More' reads the next page. A brushed range lists only the selected respondents.
 */
export function NotesTable({
  ideaId,
  scaleCount,
  range = null,
}: {
  ideaId: string;
  scaleCount: number;
  range?: BrushRange | null;
}) {
  const headingId = useId();
  const notes = useNotes(ideaId, scaleCount, range);
  const T = useCommunityText();
  const confidenceWords = useConfidenceWords();
  const [open, setOpen] = useState<IdeaNoteSummary | null>(null);
  const rows = notes.data?.pages.flatMap((page) => page.notes) ?? [];
  return (
    <section aria-labelledby={headingId} className="mb-3">
      <h3 id={headingId} className="h6">
        {range === null ? T.notesHeading : T.selectedNotesHeading}
      </h3>
      {notes.isPending ? <LoadingIndicator label={T.loadingNotes} /> : null}
      {notes.isError ? <p className="small text-danger">{T.notesFailed}</p> : null}
      {notes.data && rows.length === 0 ? <p className="small">{T.noNotes}</p> : null}
      {rows.length > 0 ? (
        <div className="table-responsive">
          <table className="table table-sm notes-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{T.memberColumn}</th>
                <th scope="col">{T.noteColumn}</th>
                <th scope="col">{T.confidenceColumn}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.user._id}>
                  <td>{row.user.name}</td>
                  <td className="text-break">
                    {row.truncated ? `${row.note}…` : row.note}
                    {row.truncated || (row.confidence ?? 0) > 1 ? (
                      <Button
                        variant="link"
                        size="sm"
                        className="p-0 ms-1 align-baseline"
                        aria-label={T.noteDetailLabel(row.user.name)}
                        onClick={() => setOpen(row)}
                      >
                        {T.noteDetail}
                      </Button>
                    ) : null}
                  </td>
                  <td>{confidenceWords(row.confidence)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {notes.hasNextPage ? (
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={notes.isFetchingNextPage}
          onClick={() => void notes.fetchNextPage()}
        >
          {T.more}
        </Button>
      ) : null}
      <NoteDialog ideaId={ideaId} summary={open} onClose={() => setOpen(null)} />
    </section>
  );
}

interface NoteDialogProps {
  ideaId: string;
  summary: IdeaNoteSummary | null;
  onClose: () => void;
}

/** One note whole, with the expertise it claims; 'OK' closes it. */
function NoteDialog({ ideaId, summary, onClose }: NoteDialogProps) {
  const titleId = useId();
  const T = useCommunityText();
  const note = useNote(ideaId, summary?.user._id ?? null);
  const expertise = note.data?.expertise ?? summary?.expertise ?? null;
  return (
    <Modal show={summary !== null} onHide={onClose} aria-labelledby={titleId}>
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {T.noteTitle(summary?.user.name ?? '')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {note.data ? (
          <p className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
            {note.data.note}
          </p>
        ) : note.isError ? (
          <p className="text-danger">{T.noteFailed}</p>
        ) : (
          <LoadingIndicator label={T.loadingNote} />
        )}
        {expertise !== null ? (
          <p className="mb-1">
            <strong>{T.expertiseLevel(expertise.level)}:</strong>{' '}
            {/* The server's English statement, in the reader's language when the catalogue has it. */}
            {localizeServerError({ msg: expertise.statement })}
          </p>
        ) : null}
        {note.data && note.data.myExpertise !== '' ? (
          <p className="mb-0 text-break">
            <strong>{T.theirExpertise}</strong> {note.data.myExpertise}
          </p>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          {T.ok}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
