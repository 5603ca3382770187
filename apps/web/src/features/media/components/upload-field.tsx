import { MEDIA_MESSAGES, type UploadKind } from '@thoughtful/shared';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button, Form, ProgressBar } from 'react-bootstrap';
import { ApiError } from '../../../lib/api-client';
import { localizeServerError } from '../../../lib/i18n';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { useUploadFile } from '../api/upload-file';
import { checkUploadFile, UPLOAD_ACCEPT } from '../check-upload-file';
import { MEDIA_TEXT } from '../media-text';

export interface UploadFieldProps {
  id: string;
  label: ReactNode;
  kind: UploadKind;
  /** The uploaded file's address (`/media/<key>`), or '' when none. */
  value: string;
  onChange: (url: string) => void;
  /** A message from the surrounding form about this field (e.g. 'Please upload a valid pdf file.'). */
  invalid?: boolean;
  /** Ids of elements that describe the field, besides its own hint and error. */
  describedBy?: string;
  /**
   * The surrounding form's message about this field, shown under it unless the field's own error
   * (a refused file) already says what is wrong: one problem is said once.
   */
  message?: ReactNode;
}

type Phase = 'idle' | 'uploading' | 'done' | 'error';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A file field that checks the file in the browser (type, then size: content §5 'Uploads'), then
 * sends it to `POST /api/uploads` showing a progress bar while it goes, and hands the stored
 * file's address to the form. A refused or failed file leaves the form's value empty.
 */
export function UploadField({
  id,
  label,
  kind,
  value,
  onChange,
  invalid = false,
  describedBy,
  message,
}: UploadFieldProps) {
  const { mutate } = useUploadFile();
  const { addAlert } = useAlerts();
  const [phase, setPhase] = useState<Phase>(value === '' ? 'idle' : 'done');
  const [progress, setProgress] = useState(0);
  const [fileName, setFileName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // An upload still running when the field goes away is abandoned.
  useEffect(() => () => controller.current?.abort(), []);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  function start(file: File) {
    controller.current?.abort();
    setFileName(file.name);
    const refusal = checkUploadFile(file, kind);
    if (refusal !== null) {
      setError(refusal);
      setPhase('error');
      onChange('');
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setError(null);
    setProgress(0);
    setPhase('uploading');
    onChange('');
    mutate(
      {
        file,
        kind,
        signal: current.signal,
        onProgress: (fraction) => {
          if (!current.signal.aborted) setProgress(Math.round(fraction * 100));
        },
      },
      {
        onSuccess: ({ url }) => {
          if (current.signal.aborted) return;
          setProgress(100);
          setPhase('done');
          onChange(url);
        },
        onError: (failure) => {
          if (current.signal.aborted || isAbort(failure)) return;
          // The spec's failure message, and the server's reason (e.g. 'Not a PDF file').
          setError(MEDIA_MESSAGES.UPLOAD_FAILED);
          setPhase('error');
          if (failure instanceof ApiError) {
            for (const error of failure.errors) {
              addAlert(MEDIA_TEXT.uploadFailed(localizeServerError(error)), 'danger');
            }
          }
        },
      },
    );
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) start(file);
  }

  function cancel() {
    controller.current?.abort();
    controller.current = null;
    setPhase('idle');
    setProgress(0);
    setFileName('');
    onChange('');
    if (input.current) input.current.value = '';
  }

  const shownName = fileName === '' ? MEDIA_TEXT.uploadedNoName : fileName;
  const describedByIds = [
    hintId,
    error !== null ? errorId : null,
    phase !== 'idle' && phase !== 'error' ? statusId : null,
    error === null ? (describedBy ?? null) : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' ');

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT[kind]}
        onChange={onFileChosen}
        isInvalid={error !== null || invalid}
        aria-invalid={error !== null || invalid ? true : undefined}
        aria-describedby={describedByIds}
      />
      <Form.Text id={hintId} muted>
        {kind === 'pdf' ? MEDIA_TEXT.pdfHint : MEDIA_TEXT.imageHint}
      </Form.Text>
      {error !== null ? (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {localizeServerError({ msg: error })}
        </Form.Control.Feedback>
      ) : (
        message
      )}
      {phase === 'uploading' || phase === 'done' ? (
        <div className="mt-2" id={statusId}>
          {fileName !== '' ? (
            <ProgressBar className="mb-1">
              <ProgressBar
                now={progress}
                label={`${progress}%`}
                variant={phase === 'done' ? 'success' : undefined}
                aria-label={MEDIA_TEXT.progressLabel(fileName)}
              />
            </ProgressBar>
          ) : null}
          <div className="d-flex align-items-center gap-2" aria-live="polite">
            <span>
              {phase === 'uploading'
                ? MEDIA_TEXT.uploading(fileName)
                : MEDIA_TEXT.uploaded(shownName)}
            </span>
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={cancel}
              aria-label={
                phase === 'uploading' ? MEDIA_TEXT.cancel : MEDIA_TEXT.removeLabel(shownName)
              }
            >
              {phase === 'uploading' ? MEDIA_TEXT.cancel : MEDIA_TEXT.remove}
            </Button>
          </div>
          {phase === 'done' && kind === 'image' && value !== '' ? (
            <img
              src={value}
              alt={MEDIA_TEXT.imagePreview}
              className="img-thumbnail mt-2 d-block"
              style={{ maxWidth: 280, maxHeight: 200 }}
            />
          ) : null}
        </div>
      ) : null}
    </Form.Group>
  );
}
