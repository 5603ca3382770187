/** The words of the latest-inTell home (content spec §1, §2, §8). */
export const WELCOME_TEXT = {
  greeting: (name: string) => `Welcome back ${name}.`,
  intro: 'Check out some of the latest inTell...',
  latestHeading: 'Latest inTells',
  loading: 'Loading the latest inTells…',
  emptyTitle: 'No inTells yet.',
  empty:
    'Be the first to submit one: a thought of your own, or a web page or video worth discussing.',
  submitOwn: 'Submit your thoughts',
  submitWeb: 'Submit a web link',
  latestFailed: (msg: string) => `Failed To Retrieve Latest Ideas From Server: ${msg}`,
} as const;
