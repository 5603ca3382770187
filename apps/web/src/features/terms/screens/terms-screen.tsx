import { useLingui } from '@lingui/react';
import { TERMS_TEXT } from '../terms-text';

/** The public Terms of Use page, linked from the register form (spec accounts §2). */
export function TermsScreen() {
  useLingui(); // drawn again in the language she switches to
  return (
    <article className="py-4 col-lg-9">
      <h1>{TERMS_TEXT.heading}</h1>
      <p className="text-body-secondary">{TERMS_TEXT.effective}</p>
      <p className="lead">{TERMS_TEXT.intro}</p>
      {TERMS_TEXT.sections.map((section) => (
        <section key={section.heading} className="mt-4">
          <h2 className="h4">{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
