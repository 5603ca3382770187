import { useLingui } from '@lingui/react/macro';

/** The words of the latest-inTell home (content spec §1, §2, §8), in the reader's language. */
export function useWelcomeText() {
  const { t } = useLingui();
  return {
    greeting: (name: string) => t`Welcome back ${name}.`,
    intro: t`Check out some of the latest inTell...`,
    latestHeading: t`Latest inTells`,
    loading: t`Loading the latest inTells…`,
    emptyTitle: t`No inTells yet.`,
    empty: t`Be the first to submit one: a thought of your own, or a web page or video worth discussing.`,
    submitOwn: t`Submit your thoughts`,
    submitWeb: t`Submit a web link`,
    latestFailed: (msg: string) =>
      t({
        message: `Failed To Retrieve Latest Ideas From Server: ${msg}`,
        comment: "The spec's error prefix; {msg} is the server's message",
      }),
  };
}
