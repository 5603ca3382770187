import { ACTIVITIES_TEXT } from '../activities-text';

export function PlaceholderScreen({ heading }: { heading: string }) {
  return (
    <section className="py-4">
      <h1>{heading}</h1>
      <p>{ACTIVITIES_TEXT.comingSoon}</p>
    </section>
  );
}
