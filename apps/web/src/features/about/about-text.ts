import { PRODUCT_NAME } from '@thoughtful/shared';

export interface AboutCard {
  title: string;
  text: string;
}

export interface AboutQuote {
  text: string;
  author: string;
  source: string;
}

/** The about (landing) page (spec content §1): hero, values, benefits, quotes, team. */
export const ABOUT_TEXT = {
  eyebrow: `About ${PRODUCT_NAME}`,
  heading: 'Think it through, together',
  lead: `${PRODUCT_NAME} is a place for good-faith dialogue. Share an idea, link it to the reasons for and against it, and see how others read it, so that a disagreement becomes something everyone learns from.`,
  getStarted: 'Get started',
  firstStepsHeading: 'Your first steps',
  firstStepsText: (name: string) =>
    `Welcome, ${name}. Take a few minutes to read how ${PRODUCT_NAME} works below, then continue to your home screen with the latest inTells and the search. Or start with one of these:`,
  continue: 'Continue',
  firstIdea: 'Share your first inTell',
  firstWebLink: 'Share a web page',
  browseProfiles: 'Meet the other members',
  howToRead: 'How to read the trees',

  valuesHeading: 'What we value',
  values: [
    {
      title: 'Humility',
      text: 'Each of us is wrong about something. We say how sure we are, hold our views as firmly as the evidence allows, and treat a good correction as a gift rather than a defeat.',
    },
    {
      title: 'Diversity of opinion',
      text: 'People who see the world differently notice what we miss. We look for the strongest version of views we do not share, and keep the conversation open to everyone who takes part in good faith.',
    },
    {
      title: 'Curiosity',
      text: 'We ask why before we ask who is right. Curiosity turns a disagreement into a question worth exploring, and a question into something we can work out together.',
    },
  ] satisfies AboutCard[],

  benefitsHeading: `Why ${PRODUCT_NAME}`,
  benefits: [
    {
      title: 'See the whole argument',
      text: 'Ideas are linked as causes and effects, so the reasons that support a claim (in green) and those that oppose it (in red) sit side by side.',
    },
    {
      title: 'Interpret, do not just react',
      text: 'Say what you think an author meant, how sound the content is and how confident you are, then compare your reading with everyone else’s.',
    },
    {
      title: 'Keep the information ecosystem clean',
      text: 'Learn to recognise POTIE, Pollution Of The Information Ecosystem, and to share what you find with care and good intent.',
    },
    {
      title: 'Made for the classroom',
      text: 'Teachers build activities step by step; students work through them at their own pace and see how their class thinks.',
    },
  ] satisfies AboutCard[],

  quotesHeading: 'Words to think with',
  quotes: [
    {
      text: 'He who knows only his own side of the case, knows little of that.',
      author: 'John Stuart Mill',
      source: 'On Liberty, 1859',
    },
    {
      text: 'I beseech you, in the bowels of Christ, think it possible you may be mistaken.',
      author: 'Oliver Cromwell',
      source: 'letter to the General Assembly of the Church of Scotland, 1650',
    },
    {
      text: 'If any man is able to convince me and show me that I do not think or act right, I will gladly change; for I seek the truth, by which no man was ever injured.',
      author: 'Marcus Aurelius',
      source: 'Meditations, Book VI, translated by George Long',
    },
    {
      text: 'Ask what would change your mind before you ask what would change theirs.',
      author: `The ${PRODUCT_NAME} team`,
      source: 'our own motto',
    },
  ] satisfies AboutQuote[],

  teamHeading: 'The team',
  teamIntro: `The ${PRODUCT_NAME} team is a small group of people who believe that disagreeing well can be learned, and taught.`,
  team: [
    {
      title: 'Educators',
      text: 'design the activities with teachers and try them out in real classrooms.',
    },
    {
      title: 'Engineers and designers',
      text: 'build the platform, keep it running, and keep it simple to use on any screen.',
    },
    {
      title: 'Researchers and advisers',
      text: 'bring what is known about dialogue, persuasion and misinformation into the product.',
    },
  ] satisfies AboutCard[],

  backToTop: 'Back to top',
} as const;
