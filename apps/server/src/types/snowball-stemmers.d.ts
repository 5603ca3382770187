// The Snowball stemmers ported to JavaScript: one lower-cased word in, its stem out.
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(language: string): Stemmer;
  export function algorithms(): string[];
}
