import {
  ACTIVITY_LABELS,
  ACTIVITY_TYPE,
  PRODUCT_NAME,
  type ActivityType,
  type Language,
} from '@thoughtful/shared';

/**
 * Every mail's words in every language (issue 44): one object per language, typed by `MailWords`,
 * so the compiler refuses a language that misses a mail, a paragraph's function or a label.
 * English is the spec's wording, unchanged; the product's name is a name and is not translated.
 */
export interface MailWords {
  confirmation: {
    subject: string;
    paragraphs: (hoursValid: number) => string[];
    linkLabel: string;
  };
  registrationPassword: {
    subject: string;
    paragraphs: (hoursValid: number) => string[];
    linkLabel: string;
  };
  passwordReset: {
    subject: string;
    paragraphs: (minutesValid: number) => string[];
    linkLabel: string;
  };
  invitation: {
    subject: string;
    paragraphs: (to: string) => string[];
    linkLabel: string;
  };
  classInvitation: {
    subject: (className: string) => string;
    /** `teacherNames`: the class's teachers, none when the class has none named. */
    paragraphs: (
      to: string,
      className: string,
      teacherNames: readonly string[],
      name: string | null,
    ) => string[];
    linkLabel: string;
  };
  feedback: {
    subject: string;
    paragraphs: (activityLabel: string, className: string) => string[];
    linkLabel: string;
  };
  /** What each activity is, as a feedback mail and the bell name it ('#1 Interpret an inTell'). */
  activityLabels: Readonly<Record<ActivityType, string>>;
}

/** 'Ms Green', 'Ms Green and Mr Brown', 'Ms Green, Mr Brown and Ms White' (no serial comma). */
export function englishNamesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const SPANISH_LIST = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });

const ENGLISH: MailWords = {
  confirmation: {
    subject: `Confirm your ${PRODUCT_NAME} account`,
    paragraphs: (hoursValid) => [
      `Welcome to ${PRODUCT_NAME}. Please confirm your email address to complete your registration.`,
      `The link is valid for ${hoursValid} hours. If it has expired, following it sends you a new one.`,
      'If you did not register, you can ignore this email.',
    ],
    linkLabel: 'Confirm my email address',
  },
  registrationPassword: {
    subject: `Complete your ${PRODUCT_NAME} registration`,
    paragraphs: (hoursValid) => [
      'This email address was registered again before it was confirmed. To complete your registration, follow the link and choose your password.',
      `The link is valid for ${hoursValid} hours and can be used once. Links sent for earlier registrations of this address no longer work.`,
      'If you did not register, you can ignore this email: nobody can sign in with this address until its owner follows a link.',
    ],
    linkLabel: 'Choose my password',
  },
  passwordReset: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    paragraphs: (minutesValid) => [
      'Someone (hopefully you) asked to reset the password of your account.',
      `The link is valid for ${minutesValid} minutes and can be used once.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
    linkLabel: 'Choose a new password',
  },
  invitation: {
    subject: `You are invited to ${PRODUCT_NAME}`,
    paragraphs: (to) => [
      `You have been invited to join ${PRODUCT_NAME}. Register with this email address (${to}) and a password of your choice.`,
      'Registration is open only to invited addresses, so please use this one.',
      'If you did not expect this invitation, you can ignore this email.',
    ],
    linkLabel: 'Register',
  },
  classInvitation: {
    subject: (className) => `You are invited to join ${className} on ${PRODUCT_NAME}`,
    paragraphs: (to, className, teacherNames, name) => [
      `${name ? `Hello ${name}, ` : ''}You have been invited${teacherNames.length === 0 ? '' : ` by ${englishNamesInWords(teacherNames)}`} to join the class ${className} on ${PRODUCT_NAME}. Register with this email address (${to}) and a password of your choice: you are then in the class.`,
      'Registration is open only to invited addresses, so please use this one.',
      'If you did not expect this invitation, you can ignore this email.',
    ],
    linkLabel: 'Register',
  },
  feedback: {
    subject: `Feedback from your teacher on ${PRODUCT_NAME}`,
    paragraphs: (activityLabel, className) => [
      `Your teacher has given you feedback on ‘${activityLabel}’ in ${className}.`,
      'You find it on the activity, under Activities Completed.',
      'To stop these e-mails, turn them off under Notifications in the menu.',
    ],
    linkLabel: 'Open your activities',
  },
  activityLabels: ACTIVITY_LABELS,
};

/** 'Te han invitado', 'La Sra. Green te ha invitado', 'Green y Brown te han invitado'. */
function spanishInvitedBy(teacherNames: readonly string[]): string {
  if (teacherNames.length === 0) return 'Te han invitado';
  return `${SPANISH_LIST.format(teacherNames)} te ${teacherNames.length === 1 ? 'ha' : 'han'} invitado`;
}

const SPANISH: MailWords = {
  confirmation: {
    subject: `Confirma tu cuenta de ${PRODUCT_NAME}`,
    paragraphs: (hoursValid) => [
      `Te damos la bienvenida a ${PRODUCT_NAME}. Confirma tu dirección de correo electrónico para completar el registro.`,
      `El enlace es válido durante ${hoursValid} horas. Si ha caducado, al seguirlo te enviaremos uno nuevo.`,
      'Si no te has registrado, puedes ignorar este correo.',
    ],
    linkLabel: 'Confirmar mi dirección de correo',
  },
  registrationPassword: {
    subject: `Completa tu registro en ${PRODUCT_NAME}`,
    paragraphs: (hoursValid) => [
      'Esta dirección de correo se registró de nuevo antes de confirmarse. Para completar el registro, sigue el enlace y elige tu contraseña.',
      `El enlace es válido durante ${hoursValid} horas y se puede usar una sola vez. Los enlaces enviados en registros anteriores de esta dirección ya no funcionan.`,
      'Si no te has registrado, puedes ignorar este correo: nadie puede iniciar sesión con esta dirección hasta que su titular siga un enlace.',
    ],
    linkLabel: 'Elegir mi contraseña',
  },
  passwordReset: {
    subject: `Restablece tu contraseña de ${PRODUCT_NAME}`,
    paragraphs: (minutesValid) => [
      'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta.',
      `El enlace es válido durante ${minutesValid} minutos y se puede usar una sola vez.`,
      'Si no lo has pedido, puedes ignorar este correo: tu contraseña no cambia.',
    ],
    linkLabel: 'Elegir una contraseña nueva',
  },
  invitation: {
    subject: `Te han invitado a ${PRODUCT_NAME}`,
    paragraphs: (to) => [
      `Te han invitado a unirte a ${PRODUCT_NAME}. Regístrate con esta dirección de correo (${to}) y la contraseña que elijas.`,
      'El registro solo está abierto a las direcciones invitadas, así que usa esta.',
      'Si no esperabas esta invitación, puedes ignorar este correo.',
    ],
    linkLabel: 'Registrarme',
  },
  classInvitation: {
    subject: (className) => `Te han invitado a unirte a ${className} en ${PRODUCT_NAME}`,
    paragraphs: (to, className, teacherNames, name) => [
      `${name ? `Hola, ${name}. ` : ''}${spanishInvitedBy(teacherNames)} a unirte a la clase ${className} en ${PRODUCT_NAME}. Regístrate con esta dirección de correo (${to}) y la contraseña que elijas: así entrarás en la clase.`,
      'El registro solo está abierto a las direcciones invitadas, así que usa esta.',
      'Si no esperabas esta invitación, puedes ignorar este correo.',
    ],
    linkLabel: 'Registrarme',
  },
  feedback: {
    subject: `Comentarios de tu docente en ${PRODUCT_NAME}`,
    paragraphs: (activityLabel, className) => [
      `Tu docente te ha dejado comentarios sobre ‘${activityLabel}’ en ${className}.`,
      'Los encontrarás en la actividad, en Actividades completadas.',
      'Para dejar de recibir estos correos, desactívalos en Notificaciones, en el menú.',
    ],
    linkLabel: 'Abrir tus actividades',
  },
  activityLabels: {
    [ACTIVITY_TYPE.ADD_INTELL]: 'Añade un inTell nuevo',
    [ACTIVITY_TYPE.KEY_POINT]: 'Añade un punto clave de una cita',
    [ACTIVITY_TYPE.INFO_MESSAGE]: 'Lee un inTell',
    [ACTIVITY_TYPE.GUIDING_QUESTION]: 'Responde a la pregunta guía',
    [ACTIVITY_TYPE.INTERPRET]: 'Interpreta un inTell',
    [ACTIVITY_TYPE.INTERCONNECT]: 'Conecta un inTell con la pregunta guía',
  },
};

export const MAIL_WORDS: Readonly<Record<Language, MailWords>> = { en: ENGLISH, es: SPANISH };

/**
 * An activity as a feedback mail and the bell name it, in the reader's language: '#1 Interpret an
 * inTell', '#1 Interpreta un inTell'. An unknown type is its position alone.
 */
export function activityLabelIn(language: Language, position: number, selection: number): string {
  const label = (MAIL_WORDS[language].activityLabels as Readonly<Record<number, string>>)[
    selection
  ];
  return `#${position} ${label ?? ''}`.trim();
}
