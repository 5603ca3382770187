import { useLingui } from '@lingui/react';
import { AKA_MAX_LENGTH, BIO_MAX_LENGTH, type ProfileDto } from '@thoughtful/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../../../components/avatar';
import { LanguageSelect } from '../../../../components/language-select';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import {
  isNotFound,
  useQueryErrorAlerts,
} from '../../../../components/alerts/use-query-error-alerts';
import { useAuth } from '../../auth/auth-provider';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILES_TEXT } from '../profiles-text';

/**
 * `/profile/:id` (content spec §2): avatar, name, the member's waveMakers, alias, bio and
 * reputation. The owner may edit the alias and bio; anyone else reads (the server enforces it too).
 */
export function ProfileScreen() {
  useLingui(); // drawn again in the language she switches to
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: profile, error, errorUpdatedAt, isPending } = useProfile(id);
  useQueryErrorAlerts(error, errorUpdatedAt, PROFILES_TEXT.retrieveFailed, {
    ignoreStatuses: [404],
  });

  if (profile) {
    return <ProfileView key={profile.user._id} profile={profile} isOwner={user?._id === id} />;
  }
  if (isNotFound(error)) {
    return (
      <section className="py-4">
        <h1>{PROFILES_TEXT.notFoundHeading}</h1>
        <p>{PROFILES_TEXT.notFound}</p>
        <Link to="/profiles">{PROFILES_TEXT.listHeading}</Link>
      </section>
    );
  }
  return (
    <section className="py-4">
      <h1 className="visually-hidden">{PROFILES_TEXT.screenLabel}</h1>
      {isPending && !error ? (
        <LoadingIndicator label={PROFILES_TEXT.loading} variant="skeleton" />
      ) : null}
    </section>
  );
}

function ProfileView({ profile, isOwner }: { profile: ProfileDto; isOwner: boolean }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from the form, focus returns to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <section className="py-4">
      <div className="d-flex align-items-center gap-3 mb-3">
        <Avatar name={profile.user.name} src={profile.user.avatar} size={96} />
        <div className="min-w-0">
          <h1 className="mb-1 text-break">{profile.user.name}</h1>
          {profile.aka !== '' ? (
            <p className="lead mb-0 text-break">
              {PROFILES_TEXT.aka} {profile.aka}
            </p>
          ) : null}
        </div>
      </div>
      <dl>
        <dt>{PROFILES_TEXT.reputation}</dt>
        <dd>{profile.reputation}</dd>
        <dt>{PROFILES_TEXT.waveMakers}</dt>
        <dd>
          {profile.user.agents.length > 0 ? (
            <ul className="list-inline mb-0">
              {profile.user.agents.map((agent) => (
                <li key={agent._id} className="list-inline-item">
                  <Link to={`/agent/${agent._id}`}>{agent.name}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-body-secondary">{PROFILES_TEXT.noWaveMakers}</span>
          )}
        </dd>
        {/* While the owner edits it, the bio is in the form below, not shown twice. */}
        {editing ? null : (
          <>
            <dt>{PROFILES_TEXT.bioHeading}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>
              {profile.bio !== '' ? (
                profile.bio
              ) : (
                <span className="text-body-secondary">{PROFILES_TEXT.noBio}</span>
              )}
            </dd>
          </>
        )}
      </dl>
      {isOwner && !editing ? (
        <Button ref={editButton} onClick={() => setEditing(true)}>
          {PROFILES_TEXT.edit}
        </Button>
      ) : null}
      {isOwner && editing ? (
        <ProfileForm profile={profile} onDone={() => setEditing(false)} />
      ) : null}
      {/* Her own language (issue 44), stored with her account. */}
      {isOwner ? <LanguageSelect /> : null}
    </section>
  );
}

function ProfileForm({ profile, onDone }: { profile: ProfileDto; onDone: () => void }) {
  const [aka, setAka] = useState(profile.aka);
  const [bio, setBio] = useState(profile.bio);
  const { addAlert, alertErrors } = useAlerts();
  const { mutate, isPending } = useUpdateProfile();
  const edited = aka !== profile.aka || bio !== profile.bio;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!edited || isPending) return;
    mutate(
      { aka, bio },
      {
        onSuccess: () => {
          addAlert(PROFILES_TEXT.saved, 'success');
          onDone();
        },
        onError: (failure) => {
          alertErrors(failure, PROFILES_TEXT.updateFailed);
        },
      },
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={PROFILES_TEXT.editHeading} className="mt-3">
      <Form.Group className="mb-3" controlId="profile-aka">
        <Form.Label>{PROFILES_TEXT.akaLabel}</Form.Label>
        <Form.Control
          value={aka}
          maxLength={AKA_MAX_LENGTH}
          onChange={(event) => setAka(event.target.value)}
          autoFocus
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId="profile-bio">
        <Form.Label>{PROFILES_TEXT.bioLabel}</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          value={bio}
          maxLength={BIO_MAX_LENGTH}
          onChange={(event) => setBio(event.target.value)}
        />
      </Form.Group>
      <div className="d-flex gap-2">
        {edited ? (
          <Button type="submit" disabled={isPending}>
            {PROFILES_TEXT.save}
          </Button>
        ) : null}
        <Button variant="outline-secondary" onClick={onDone} disabled={isPending}>
          {PROFILES_TEXT.cancel}
        </Button>
      </div>
    </Form>
  );
}
