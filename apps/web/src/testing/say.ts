import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../lib/i18n';

/** A catalogue message as the screen shows it now (English unless a test chose another language). */
export function say(descriptor: MessageDescriptor): string {
  return i18n._(descriptor);
}
