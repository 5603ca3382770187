import { useLingui } from '@lingui/react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/avatar';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { useQueryErrorAlerts } from '../../../../components/alerts/use-query-error-alerts';
import { useProfiles } from '../api/get-profiles';
import { PROFILES_TEXT } from '../profiles-text';

/** `/profiles` (content spec §2): every member who saved a public profile. */
export function ProfilesScreen() {
  useLingui(); // drawn again in the language she switches to
  const { data, error, errorUpdatedAt, isPending } = useProfiles();
  useQueryErrorAlerts(error, errorUpdatedAt, PROFILES_TEXT.listFailed);

  return (
    <section className="py-4">
      <h1>{PROFILES_TEXT.listHeading}</h1>
      {isPending && !error ? <LoadingIndicator label={PROFILES_TEXT.listLoading} /> : null}
      {data && data.length === 0 ? <p>{PROFILES_TEXT.noneFound}</p> : null}
      {data && data.length > 0 ? (
        <ul className="list-unstyled row g-3">
          {data.map((profile) => (
            <li key={profile.user._id} className="col-12 col-md-6 col-lg-4">
              <Card className="h-100">
                <Card.Body className="d-flex gap-3 align-items-start">
                  <Avatar name={profile.user.name} src={profile.user.avatar} size={56} />
                  <div className="min-w-0">
                    <h2 className="h5 mb-1 text-break">{profile.user.name}</h2>
                    {profile.aka !== '' ? (
                      <p className="small text-body-secondary mb-1 text-break">
                        {PROFILES_TEXT.aka} {profile.aka}
                      </p>
                    ) : null}
                    <Link to={`/profile/${profile.user._id}`}>
                      {PROFILES_TEXT.viewProfile}
                      <span className="visually-hidden">: {profile.user.name}</span>
                    </Link>
                  </div>
                </Card.Body>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
