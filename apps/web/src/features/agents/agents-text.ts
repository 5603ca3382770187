/** The words of the agent card and the agent screen (content spec §2, §8). */
export const AGENTS_TEXT = {
  joined: 'joined',
  submitted: 'submitted ·',
  opensInNewTab: '(opens in a new tab)',
  // The agent screen.
  screenLabel: 'waveMaker',
  loading: 'Loading the waveMaker…',
  retrieveFailed: (msg: string) => `Failed To Retrieve Agent From Server: ${msg}`,
  notFound: 'This waveMaker does not exist. It may have been removed, or the link is mistyped.',
  notFoundHeading: 'waveMaker not found',
  goHome: 'Back to the latest inTells',
  theirIntell: 'Their inTell',
  proxiedIntell: 'inTell attributable (by proxy)',
  noIntell: 'None yet.',
} as const;
