import { PLACEHOLDER_TEXT } from '../placeholders-text';

export function PlaceholderScreen({ heading }: { heading: string }) {
  return (
    <section className="py-4">
      <h1>{heading}</h1>
      <p>{PLACEHOLDER_TEXT.comingSoon}</p>
    </section>
  );
}
