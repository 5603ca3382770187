import { t } from '@lingui/core/macro';
import '../../../lib/i18n';

/**
 * The words of the create-waveMaker dialog (content spec §2 'Dialogs', §4, §5, §8), each worded
 * when read in the language spoken then (issue 44).
 */
export const CREATE_AGENT_TEXT = {
  get title() {
    return t`Submit new waveMaker`;
  },
  get intro() {
    return t`A waveMaker is a person, organisation or source behind inTells. Start with the address of a web page about them: we fill in the name from the page and offer its pictures.`;
  },
  get urlLabel() {
    return t`Web address (URL)`;
  },
  get urlHint() {
    return t`For example https://en.wikipedia.org/wiki/Rachel_Carson`;
  },
  get nameLabel() {
    return t`Name (60 characters or less)`;
  },
  get imagesLegend() {
    return t`Choose an image (optional)`;
  },
  get cancel() {
    return t`Cancel`;
  },
  get submit() {
    return t`Submit waveMaker`;
  },
  get submitting() {
    return t`Submitting…`;
  },
  created: (name: string) => t`waveMaker "${name}" created.`,
  /** Content §8's 'Failed To Create … On Server' wording, for the waveMaker. */
  serverError: (msg: string) => t`Failed To Create Agent On Server: ${msg}`,
  help: {
    get close() {
      return t({ message: 'OK', comment: 'Button closing a help dialog' });
    },
    /** The offer under a failed field that opens its help dialog. */
    offer: {
      get url() {
        return t`Which web address does a waveMaker need?`;
      },
      get name() {
        return t`What name should a waveMaker have?`;
      },
    },
    url: {
      get title() {
        return t`A waveMaker needs a web address`;
      },
      get paragraphs() {
        return [
          t`Paste the full address (URL) of a web page about this person, organisation or source: their Wikipedia article, official website or profile page, for example https://en.wikipedia.org/wiki/Rachel_Carson.`,
          t`We fetch that page to check the address, fill in the name and offer its pictures, so the page has to exist and be reachable.`,
          t`If an address you know is correct is still refused, check your network connection and try again.`,
        ];
      },
    },
    name: {
      get title() {
        return t`Give the waveMaker a name`;
      },
      get paragraphs() {
        return [
          t`The web address is fine. Now type the name of the person, organisation or source that the page is about, from 3 to 60 characters.`,
          t`We fill the name in from the page’s title when the page has one; you can shorten or correct it.`,
        ];
      },
    },
  },
};

export type CreateAgentHelpTopic = 'url' | 'name';
