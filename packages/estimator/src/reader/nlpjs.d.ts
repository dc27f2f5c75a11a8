/** The parts of nlp.js the reader uses (the packages ship no type declarations). */
declare module "@nlpjs/neural" {
  export class NeuralNetwork {
    constructor(settings?: Record<string, unknown>);
    train(data: Array<{ input: Record<string, number>; output: Record<string, number> }>): unknown;
    run(input: Record<string, number>): Record<string, number>;
    toJSON(): unknown;
    fromJSON(json: unknown): void;
  }
}
declare module "@nlpjs/lang-en" {
  export class StemmerEn {
    stem(word: string): string;
  }
}
declare module "@nlpjs/lang-es" {
  export class StemmerEs {
    stem(word: string): string;
  }
}
declare module "@nlpjs/lang-de" {
  export class StemmerDe {
    stem(word: string): string;
  }
}
declare module "@nlpjs/lang-fr" {
  export class StemmerFr {
    stem(word: string): string;
  }
}
declare module "@nlpjs/lang-pt" {
  export class StemmerPt {
    stem(word: string): string;
  }
}
declare module "@nlpjs/lang-it" {
  export class StemmerIt {
    stem(word: string): string;
  }
}
declare module "@nlpjs/lang-nl" {
  export class StemmerNl {
    stem(word: string): string;
  }
}
