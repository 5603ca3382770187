import { useLingui } from '@lingui/react';
import { CreateLtiPlatformBody, type LtiPlatformDto, type LtiToolUrls } from '@thoughtful/shared';
import { useState, type FormEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { EmptyState } from '../../../components/empty-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { TextField } from '../../../components/text-field';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import {
  useAddPlatform,
  usePlatforms,
  useRegistrationLink,
  useRemovePlatform,
  useRotateKeys,
  useToolUrls,
} from '../api/learning-platforms-api';
import { formatDate } from '../../../lib/i18n';
import { PLATFORMS_TEXT as T } from '../learning-platforms-text';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * `/learning-platforms` (admins only): the LTI 1.3 platforms that may open Thoughtful, a
 * registration link for Moodle (Dynamic Registration), the tool's addresses and a form for a
 * registration by hand (Canvas), and the tool's keys.
 */
export function LearningPlatformsScreen() {
  useLingui(); // drawn again in the language she switches to
  return (
    <section className="py-4">
      <h1>{T.heading}</h1>
      <p>{T.intro}</p>
      <PlatformList />
      <RegistrationLink />
      <ManualRegistration />
      <ToolKeys />
    </section>
  );
}

function PlatformList() {
  const platforms = usePlatforms();
  const remove = useRemovePlatform();
  const { addAlert, alertErrors } = useAlerts();
  const [removing, setRemoving] = useState<LtiPlatformDto | null>(null);
  useQueryErrorAlerts(platforms.error, platforms.errorUpdatedAt, T.loadFailed);

  function confirmRemove() {
    if (!removing) return;
    const { _id, name } = removing;
    remove.mutate(_id, {
      onSuccess: () => {
        setRemoving(null);
        addAlert(T.removed(name), 'success');
      },
      onError: (failure) => {
        setRemoving(null);
        alertErrors(failure);
      },
    });
  }

  return (
    <section aria-labelledby="platforms-list-heading" className="mb-5">
      <h2 className="h4" id="platforms-list-heading">
        {T.listHeading}
      </h2>
      {platforms.data === undefined ? (
        platforms.isError ? null : (
          <LoadingIndicator label={T.loading} />
        )
      ) : platforms.data.length === 0 ? (
        <EmptyState title={T.none}>{T.noneHelp}</EmptyState>
      ) : (
        <ul className="list-unstyled mb-0">
          {platforms.data.map((platform) => (
            <li
              key={platform._id}
              className="border rounded p-3 mb-3"
              aria-labelledby={`platform-${platform._id}-name`}
            >
              <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
                <h3 className="h6 mb-2 text-break" id={`platform-${platform._id}-name`}>
                  {platform.name}
                </h3>
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={T.removeLabel(platform.name)}
                  onClick={() => setRemoving(platform)}
                >
                  {T.remove}
                </Button>
              </div>
              <dl className="row small mb-0">
                <dt className="col-sm-3">{T.columns.issuer}</dt>
                <dd className="col-sm-9 text-break">{platform.issuer}</dd>
                <dt className="col-sm-3">{T.columns.clientId}</dt>
                <dd className="col-sm-9 text-break">{platform.clientId}</dd>
                <dt className="col-sm-3">{T.columns.deployments}</dt>
                <dd className="col-sm-9 text-break mb-0">{platform.deploymentIds.join(', ')}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        show={removing !== null}
        title={T.removeTitle}
        body={removing ? T.removeBody(removing.name) : ''}
        confirm={T.remove}
        cancel={T.cancel}
        variant="danger"
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </section>
  );
}

/** A read-only address with a button that copies it. */
function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const { addAlert } = useAlerts();
  function copy() {
    void navigator.clipboard?.writeText(value).then(() => addAlert(T.copied, 'success'));
  }
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup>
        <Form.Control
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="font-monospace"
        />
        <Button variant="outline-secondary" onClick={copy} aria-label={T.copyLabel(label)}>
          {T.copy}
        </Button>
      </InputGroup>
    </Form.Group>
  );
}

function RegistrationLink() {
  const make = useRegistrationLink();
  const { alertErrors } = useAlerts();
  const link = make.data;
  return (
    <section aria-labelledby="platforms-link-heading" className="mb-5">
      <h2 className="h4" id="platforms-link-heading">
        {T.linkHeading}
      </h2>
      <p>{T.linkHelp}</p>
      <Button
        className="mb-3"
        disabled={make.isPending}
        onClick={() => make.mutate(undefined, { onError: (failure) => alertErrors(failure) })}
      >
        {T.makeLink}
      </Button>
      {link ? (
        <>
          <CopyField id="platforms-registration-link" label={T.linkLabel} value={link.url} />
          <p className="small text-body-secondary">
            {T.linkExpires(formatDate(link.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }))}
          </p>
        </>
      ) : null}
    </section>
  );
}

const TOOL_URL_FIELDS: readonly (keyof typeof T.toolUrls)[] = [
  'loginUrl',
  'launchUrl',
  'keySetUrl',
  'deepLinkingUrl',
  'domain',
];

type FieldName = keyof typeof T.fields;
const EMPTY_FORM: Record<FieldName, string> = {
  name: '',
  issuer: '',
  clientId: '',
  authLoginUrl: '',
  authTokenUrl: '',
  keySetUrl: '',
  deploymentIds: '',
};

function ManualRegistration() {
  const tool = useToolUrls();
  const add = useAddPlatform();
  const { addAlert, alertErrors } = useAlerts();
  const [values, setValues] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  function set(name: FieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name] !== undefined) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const body = {
      ...values,
      deploymentIds: values.deploymentIds
        .split(/[\n,;]+/)
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    };
    const parsed = CreateLtiPlatformBody.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName | undefined;
        if (field !== undefined && found[field] === undefined) found[field] = issue.message;
      }
      setErrors(found);
      const first = (Object.keys(EMPTY_FORM) as FieldName[]).find((name) => found[name]);
      if (first) document.getElementById(`platform-${first}`)?.focus();
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: (platform) => {
        addAlert(T.added(platform.name), 'success');
        setValues(EMPTY_FORM);
        setErrors({});
      },
      onError: (failure) => alertErrors(failure),
    });
  }

  return (
    <section aria-labelledby="platforms-manual-heading" className="mb-5">
      <h2 className="h4" id="platforms-manual-heading">
        {T.manualHeading}
      </h2>
      <p>{T.manualHelp}</p>
      {tool.data ? <ToolAddresses urls={tool.data} /> : null}
      <h3 className="h5 mt-4">{T.formHeading}</h3>
      <Form noValidate onSubmit={onSubmit}>
        {(['name', 'issuer', 'clientId', 'authLoginUrl', 'authTokenUrl', 'keySetUrl'] as const).map(
          (name) => (
            <TextField
              key={name}
              id={`platform-${name}`}
              label={T.fields[name]}
              value={values[name]}
              onChange={(value) => set(name, value)}
              error={errors[name]}
            />
          ),
        )}
        <Form.Group className="mb-3" controlId="platform-deploymentIds">
          <Form.Label>{T.fields.deploymentIds}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={values.deploymentIds}
            onChange={(event) => set('deploymentIds', event.target.value)}
            isInvalid={errors.deploymentIds !== undefined}
            aria-invalid={errors.deploymentIds !== undefined ? true : undefined}
            aria-describedby={
              errors.deploymentIds !== undefined ? 'platform-deploymentIds-error' : undefined
            }
          />
          {errors.deploymentIds !== undefined ? (
            <Form.Control.Feedback type="invalid" id="platform-deploymentIds-error">
              {errors.deploymentIds}
            </Form.Control.Feedback>
          ) : null}
        </Form.Group>
        <Button type="submit" disabled={add.isPending}>
          {T.add}
        </Button>
      </Form>
    </section>
  );
}

function ToolAddresses({ urls }: { urls: LtiToolUrls }) {
  return (
    <div>
      {TOOL_URL_FIELDS.map((name) => (
        <CopyField key={name} id={`tool-${name}`} label={T.toolUrls[name]} value={urls[name]} />
      ))}
    </div>
  );
}

function ToolKeys() {
  const rotate = useRotateKeys();
  const { addAlert, alertErrors } = useAlerts();
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="platforms-keys-heading" className="mb-4">
      <h2 className="h4" id="platforms-keys-heading">
        {T.keysHeading}
      </h2>
      <p>{T.keysHelp}</p>
      <Button variant="outline-primary" onClick={() => setConfirming(true)}>
        {T.rotate}
      </Button>
      <ConfirmDialog
        show={confirming}
        title={T.rotateTitle}
        body={T.rotateBody}
        confirm={T.rotate}
        cancel={T.cancel}
        variant="primary"
        pending={rotate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: (answer) => {
              setConfirming(false);
              addAlert(answer.msg, 'success');
            },
            onError: (failure) => {
              setConfirming(false);
              alertErrors(failure);
            },
          })
        }
      />
    </section>
  );
}
