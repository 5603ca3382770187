/** The words of the create-waveMaker dialog (content spec §2 'Dialogs', §4, §5, §8). */
export const CREATE_AGENT_TEXT = {
  title: 'Submit new waveMaker',
  intro:
    'A waveMaker is a person, organisation or source behind inTells. Start with the address of a web page about them: we fill in the name from the page and offer its pictures.',
  urlLabel: 'Web address (URL)',
  urlHint: 'For example https://en.wikipedia.org/wiki/Rachel_Carson',
  nameLabel: 'Name (60 characters or less)',
  imagesLegend: 'Choose an image (optional)',
  cancel: 'Cancel',
  submit: 'Submit waveMaker',
  submitting: 'Submitting…',
  created: (name: string) => `waveMaker "${name}" created.`,
  /** Content §8's 'Failed To Create … On Server' wording, for the waveMaker. */
  serverError: (msg: string) => `Failed To Create Agent On Server: ${msg}`,
  help: {
    close: 'OK',
    /** The offer under a failed field that opens its help dialog. */
    offer: {
      url: 'Which web address does a waveMaker need?',
      name: 'What name should a waveMaker have?',
    },
    url: {
      title: 'A waveMaker needs a web address',
      paragraphs: [
        'Paste the full address (URL) of a web page about this person, organisation or source: their Wikipedia article, official website or profile page, for example https://en.wikipedia.org/wiki/Rachel_Carson.',
        'We fetch that page to check the address, fill in the name and offer its pictures, so the page has to exist and be reachable.',
        'If an address you know is correct is still refused, check your network connection and try again.',
      ],
    },
    name: {
      title: 'Give the waveMaker a name',
      paragraphs: [
        'The web address is fine. Now type the name of the person, organisation or source that the page is about, from 3 to 60 characters.',
        'We fill the name in from the page’s title when the page has one; you can shorten or correct it.',
      ],
    },
  },
} as const;

export type CreateAgentHelpTopic = 'url' | 'name';
