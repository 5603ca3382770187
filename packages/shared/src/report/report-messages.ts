/** Content spec §5: a bug report's message must be longer than 2 characters. */
export const REPORT_MESSAGE_INVALID = 'Invalid message. Please be more descriptive.';
