import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { CreateIdeaForm } from '../components/create-idea-form';
import { CREATE_IDEA_TEXT } from '../create-idea-text';

/**
 * `/create1`: submit an inTell from 'My Thoughts' (content §2). `?mode=&field=` carry a link to
 * make once it exists, as /create/{mode}/{id} will (content §2 'Create flow').
 */
export function CreateIdeaScreen() {
  // Drawn again when the reader changes her language (issue 44).
  useLingui();
  const [params] = useSearchParams();
  return (
    <section className="py-4" style={{ maxWidth: 800 }}>
      <h1>{CREATE_IDEA_TEXT.heading}</h1>
      <p>{CREATE_IDEA_TEXT.intro}</p>
      <CreateIdeaForm thoughtful linkMode={params.get('mode')} linkField={params.get('field')} />
    </section>
  );
}
