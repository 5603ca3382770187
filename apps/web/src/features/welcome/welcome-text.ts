/** The words of the latest-inTell home (content spec §1, §2, §8). */
export const WELCOME_TEXT = {
  greeting: (name: string) => `Welcome back ${name}.`,
  intro: 'Check out some of the latest inTell...',
  latestHeading: 'Latest inTells',
  loading: 'Loading the latest inTells…',
  empty: 'No inTells yet. Be the first to submit one.',
  latestFailed: (msg: string) => `Failed To Retrieve Latest Ideas From Server: ${msg}`,
} as const;
