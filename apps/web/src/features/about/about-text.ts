import { PRODUCT_NAME } from '@thoughtful/shared';
import { t } from '@lingui/core/macro';
import '../../lib/i18n';

export interface AboutCard {
  title: string;
  text: string;
}

export interface AboutQuote {
  text: string;
  author: string;
  source: string;
}

/**
 * The about (landing) page (spec content §1): hero, values, benefits, quotes, team. Each word is
 * worded when read, in the language spoken then (issue 44).
 */
export const ABOUT_TEXT = {
  /**
   * Every page's `<meta name="description">` (index.html's is the English): here, with the
   * screens' words, so the shell's catalogue does not carry it to every reader (src/prerender.tsx).
   */
  get pageDescription() {
    return t`Thoughtful: a web platform for structured, good-faith dialogue with linked ideas and agents.`;
  },
  get eyebrow() {
    return t`About ${PRODUCT_NAME}`;
  },
  get heading() {
    return t`Think it through, together`;
  },
  get lead() {
    return t`${PRODUCT_NAME} is a place for good-faith dialogue. Share an idea, link it to the reasons for and against it, and see how others read it, so that a disagreement becomes something everyone learns from.`;
  },
  get getStarted() {
    return t`Get started`;
  },
  get firstStepsHeading() {
    return t`Your first steps`;
  },
  firstStepsText: (name: string) =>
    t`Welcome, ${name}. Take a few minutes to read how ${PRODUCT_NAME} works below, then continue to your home screen with the latest inTells and the search. Or start with one of these:`,
  get continue() {
    return t({ message: 'Continue', comment: 'Button: go on from the about page to home' });
  },
  get firstIdea() {
    return t`Share your first inTell`;
  },
  get firstWebLink() {
    return t`Share a web page`;
  },
  get browseProfiles() {
    return t`Meet the other members`;
  },
  get howToRead() {
    return t`How to read the trees`;
  },

  get valuesHeading() {
    return t`What we value`;
  },
  get values(): AboutCard[] {
    return [
      {
        title: t`Humility`,
        text: t`Each of us is wrong about something. We say how sure we are, hold our views as firmly as the evidence allows, and treat a good correction as a gift rather than a defeat.`,
      },
      {
        title: t`Diversity of opinion`,
        text: t`People who see the world differently notice what we miss. We look for the strongest version of views we do not share, and keep the conversation open to everyone who takes part in good faith.`,
      },
      {
        title: t`Curiosity`,
        text: t`We ask why before we ask who is right. Curiosity turns a disagreement into a question worth exploring, and a question into something we can work out together.`,
      },
    ];
  },

  get benefitsHeading() {
    return t`Why ${PRODUCT_NAME}`;
  },
  get benefits(): AboutCard[] {
    return [
      {
        title: t`See the whole argument`,
        text: t`Ideas are linked as causes and effects, so the reasons that support a claim (in green) and those that oppose it (in red) sit side by side.`,
      },
      {
        title: t`Interpret, do not just react`,
        text: t`Say what you think an author meant, how sound the content is and how confident you are, then compare your reading with everyone else’s.`,
      },
      {
        title: t`Keep the information ecosystem clean`,
        text: t`Learn to recognise POTIE, Pollution Of The Information Ecosystem, and to share what you find with care and good intent.`,
      },
      {
        title: t`Made for the classroom`,
        text: t`Teachers build activities step by step; students work through them at their own pace and see how their class thinks.`,
      },
    ];
  },

  get quotesHeading() {
    return t`Words to think with`;
  },
  get quotes(): AboutQuote[] {
    return [
      {
        text: t`He who knows only his own side of the case, knows little of that.`,
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a name
        author: 'John Stuart Mill',
        source: t`On Liberty, 1859`,
      },
      {
        text: t`I beseech you, in the bowels of Christ, think it possible you may be mistaken.`,
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a name
        author: 'Oliver Cromwell',
        source: t`letter to the General Assembly of the Church of Scotland, 1650`,
      },
      {
        text: t`If any man is able to convince me and show me that I do not think or act right, I will gladly change; for I seek the truth, by which no man was ever injured.`,
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a name
        author: 'Marcus Aurelius',
        source: t`Meditations, Book VI, translated by George Long`,
      },
      {
        text: t`Ask what would change your mind before you ask what would change theirs.`,
        author: t`The ${PRODUCT_NAME} team`,
        source: t`our own motto`,
      },
    ];
  },

  get teamHeading() {
    return t`The team`;
  },
  get teamIntro() {
    return t`The ${PRODUCT_NAME} team is a small group of people who believe that disagreeing well can be learned, and taught.`;
  },
  get team(): AboutCard[] {
    return [
      {
        title: t`Educators`,
        text: t({
          message: 'design the activities with teachers and try them out in real classrooms.',
          comment: 'Follows the bold title "Educators", as the rest of its sentence',
        }),
      },
      {
        title: t`Engineers and designers`,
        text: t({
          message: 'build the platform, keep it running, and keep it simple to use on any screen.',
          comment: 'Follows the bold title "Engineers and designers", as the rest of its sentence',
        }),
      },
      {
        title: t`Researchers and advisers`,
        text: t({
          message:
            'bring what is known about dialogue, persuasion and misinformation into the product.',
          comment: 'Follows the bold title "Researchers and advisers", as the rest of its sentence',
        }),
      },
    ];
  },

  get backToTop() {
    return t`Back to top`;
  },
};
