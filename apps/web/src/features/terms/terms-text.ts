import { PRODUCT_NAME, TERMS_EFFECTIVE_DATE } from '@thoughtful/shared';
import { t } from '@lingui/core/macro';
import { currentLocale, formatDate } from '../../lib/i18n';

export interface TermsSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

/**
 * The Terms of Use (spec accounts §2 register screen, §9 effective date), each word worded when
 * read in the language spoken then (issue 44). The English is the spec's; another language has
 * the effective date in Intl's long form ('1 de junio de 2023').
 */
export const TERMS_TEXT = {
  get heading() {
    return t`Terms of Use`;
  },
  get effective() {
    const date =
      currentLocale() === 'en'
        ? TERMS_EFFECTIVE_DATE
        : formatDate(TERMS_EFFECTIVE_DATE, { dateStyle: 'long' }) || TERMS_EFFECTIVE_DATE;
    return t`Effective ${date}`;
  },
  get intro() {
    return t`These terms explain how ${PRODUCT_NAME} may be used. ${PRODUCT_NAME} is a platform for structured, good-faith dialogue, often used in schools and other places of learning. By creating an account or using the platform, you agree to these terms. If you are a student, your school or teacher may have added rules of its own, and those apply too.`;
  },
  get sections(): TermsSection[] {
    return [
      {
        heading: t`1. Good faith`,
        paragraphs: [
          t`${PRODUCT_NAME} exists so that people who disagree can understand each other better. Take part honestly: say what you actually think, represent other people’s views fairly, and be open to changing your mind.`,
        ],
      },
      {
        heading: t`2. Acceptable use`,
        paragraphs: [t`When you use the platform, you agree not to:`],
        items: [
          t`harass, threaten, bully or demean anyone, or attack a person instead of an idea;`,
          t`post content that promotes hatred, violence or suffering, or that dehumanises people;`,
          t`post content that is illegal, sexually explicit, or that invades someone’s privacy;`,
          t`impersonate another person, or misrepresent who wrote something or where it came from;`,
          t`post spam or advertising, or try to manipulate ratings or discussions;`,
          t`try to break, overload or get around the security of the platform, or collect other users’ data.`,
        ],
      },
      {
        heading: t`3. Pollution Of The Information Ecosystem (POTIE)`,
        paragraphs: [
          t`We call content that degrades shared understanding POTIE: Pollution Of The Information Ecosystem. It includes deliberate misinformation, content designed to mislead, straw-man versions of other people’s arguments, and material meant to divide people rather than inform them.`,
          t`Do not knowingly post POTIE. When you share something, confirm that you do so with good intentions, cite your sources where you can, and make clear when you are passing on someone else’s claim. Other members may flag content they believe is POTIE, and we may limit or remove it.`,
        ],
      },
      {
        heading: t`4. Your content`,
        paragraphs: [
          t`You keep ownership of what you write and upload. By posting it, you give us a non-exclusive, royalty-free licence to store, display and share it on the platform, and to show it to the other members of your community or class, for as long as it remains on the platform.`,
          t`Only post material you have the right to share. When you quote or link to someone else’s work, credit it, and keep quotations to what is needed for the discussion.`,
        ],
      },
      {
        heading: t`5. Privacy`,
        paragraphs: [
          t`We collect what is needed to run the platform: your e-mail address, the name or alias you choose, what you post and rate, and basic technical logs. We use it to provide and improve the platform, to keep it safe, and to show teachers the progress of their students. We do not sell your personal information.`,
          t`Your interpretations and ratings may be shown to others, combined with those of other members. Teachers and administrators of your community can see the activity of its members. You may ask us to correct or delete your personal information.`,
        ],
      },
      {
        heading: t`6. Accounts`,
        paragraphs: [
          t`Registration may be limited to people who have been invited. Keep your password to yourself, use your own account only, and tell your teacher or administrator if you think someone else has used it. You are responsible for what is done through your account.`,
        ],
      },
      {
        heading: t`7. Suspension and termination`,
        paragraphs: [
          t`We may remove content, or suspend or close an account, that breaks these terms or puts other members or the platform at risk. You may stop using the platform at any time and ask for your account to be closed.`,
        ],
      },
      {
        heading: t`8. No guarantees`,
        paragraphs: [
          t`Content on ${PRODUCT_NAME} is written by its members and does not represent our views. We work to keep the platform available and secure, but we provide it as it is, without a promise that it will always be available or free of errors.`,
        ],
      },
      {
        heading: t`9. Changes to these terms`,
        paragraphs: [
          t`We may update these terms. When we do, we will change the effective date above and, for important changes, tell members on the platform. Continuing to use the platform after a change means that you accept the updated terms.`,
        ],
      },
      {
        heading: t`10. Contact`,
        paragraphs: [
          t`Questions about these terms, or a request about your information, can be sent through the Suggestions and Bug Reporting dialog in the menu, or through the school or organisation that invited you.`,
        ],
      },
    ];
  },
};
