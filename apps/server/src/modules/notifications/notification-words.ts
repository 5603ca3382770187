import {
  notificationText,
  type Language,
  type NotificationKind,
  type NotificationParams,
} from '@thoughtful/shared';

import { activityLabelIn } from '../../mail/mail-words';

/**
 * A released feedback's activity in the reader's language ('#1 Interpreta un inTell'), from its
 * stored place and type; a row stored before those were kept has its English label only.
 */
export function feedbackActivityLabel(
  language: Language,
  params: NotificationParams['feedbackReleased'],
): string {
  return typeof params.position === 'number' && typeof params.selection === 'number'
    ? activityLabelIn(language, params.position, params.selection)
    : params.activityLabel;
}

/**
 * The params as the reader reads them: a released feedback's activity label in her language, so
 * the web app words the same sentence again from them.
 */
export function paramsIn<K extends NotificationKind>(
  language: Language,
  kind: K,
  params: NotificationParams[K],
): NotificationParams[K] {
  if (kind !== 'feedbackReleased') return params;
  const feedback = params as NotificationParams['feedbackReleased'];
  return {
    ...feedback,
    activityLabel: feedbackActivityLabel(language, feedback),
  } as NotificationParams[K];
}

/** Each kind's sentence in one language; the compiler refuses a language missing a kind. */
type NotificationWords = { [K in NotificationKind]: (params: NotificationParams[K]) => string };

const SPANISH: NotificationWords = {
  feedbackReleased: (p) =>
    `Tu docente te ha dejado comentarios sobre ‘${p.activityLabel}’ en ${p.className}.`,
  activityLive: (p) =>
    p.count === 1
      ? `Hay una actividad nueva disponible en ${p.className}.`
      : `Hay ${p.count} actividades nuevas disponibles en ${p.className}.`,
  followUpsWaiting: (p) =>
    p.count === 1
      ? `Una actividad de seguimiento de ${p.className} está esperando para publicarse.`
      : `${p.count} actividades de seguimiento de ${p.className} están esperando para publicarse.`,
  sequenceFinished: (p) => `${p.studentName} ha terminado todas las actividades de ${p.className}.`,
};

/** Every language but English, which the shared package words. */
const TRANSLATIONS: Readonly<Record<Exclude<Language, 'en'>, NotificationWords>> = { es: SPANISH };

/**
 * The bell's sentence in the member's language (issue 44, contract 3). English is the shared
 * package's `notificationText`, the spec's wording; the item also carries its params, so the web
 * app can word it again if she switches language before the list is read again.
 */
export function notificationTextIn<K extends NotificationKind>(
  language: Language,
  kind: K,
  params: NotificationParams[K],
): string {
  const worded = paramsIn(language, kind, params);
  if (language === 'en') return notificationText(kind, worded);
  return (TRANSLATIONS[language][kind] as (p: NotificationParams[K]) => string)(worded);
}
