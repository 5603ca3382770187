import type { StemmedLanguage } from './word-forms';

/**
 * The words similar inTells are not looked for by (issue 45): those of nearly every text, which
 * say nothing of what it is about. Snowball's lists for English and Spanish (the ones
 * PostgreSQL's 'english' and 'spanish' configurations leave out), folded as search folds words
 * (no accents, lower case), with the few contractions' parts search splits off ('don', 't').
 */
const ENGLISH = `a about above after again against all am an and any are aren as at be because
been before being below between both but by can cannot could couldn d did didn do does doesn
doing don down during each few for from further had hadn has hasn have haven having he her here
hers herself him himself his how i if in into is isn it its itself just ll m me more most mustn
my myself no nor not now o of off on once only or other ought our ours ourselves out over own re
s same shan she should shouldn so some such t than that the their theirs them themselves then
there these they this those through to too under until up ve very was wasn we were weren what
when where which while who whom why will with won would wouldn y you your yours yourself
yourselves also may might must shall us get got one lot lots many much`;

const SPANISH = `a al algo algunas algunos ante antes como con contra cual cuando de del desde
donde durante e el ella ellas ellos en entre era erais eran eras eres es esa esas ese eso esos
esta estaba estado estamos estan estar estas este esto estos estoy fue fueron fui fuimos ha
habia han has hasta hay he la las le les lo los mas me mi mis mucho muchos muy nada ni no nos
nosotras nosotros nuestra nuestras nuestro nuestros o os otra otras otro otros para pero poco
por porque que quien quienes se sea sean ser si sido sin sobre sois somos son soy su sus suya
suyas suyo suyos tambien tanto te tenemos tener tengo ti tiene tienen toda todas todo todos tu
tus un una uno unos usted ustedes vosotras vosotros vuestra vuestro y ya yo debe deben puede
pueden hacer hace mismo cada tan`;

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

export const STOP_WORDS: Record<StemmedLanguage, ReadonlySet<string>> = {
  en: words(ENGLISH),
  es: words(SPANISH),
};

/** Whether a word of searchWords is a stop word in `language` (none for a language not stemmed). */
export function isStopWord(word: string, language: StemmedLanguage | null): boolean {
  return language !== null && STOP_WORDS[language].has(word);
}
