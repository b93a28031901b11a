/**
 * Names that cannot imitate staff (docs/decisions/048): what a nickname may contain, how it is tidied,
 * and the confusable skeleton on which it is compared with the operator's reserved words.
 * Pure functions, shared by the server (the rule) and the site (the same message before sending).
 */

/**
 * Characters that show nothing or reorder what is shown: default-ignorable code points (zero-width
 * space/joiner/non-joiner, BOM, soft hyphen, word joiner, variation selectors, tags, the Hangul
 * fillers U+115F/U+1160/U+3164/U+FFA0), bidi controls (U+200E/F, U+202A–E, U+2066–9, U+061C),
 * other format characters, private-use, unassigned and lone surrogates, and the braille blank U+2800,
 * which is not default-ignorable but draws as a space that \s does not collapse.
 */
const HIDDEN =
  /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Cf}\p{Co}\p{Cn}\p{Cs}\u115f\u1160\u3164\uffa0\u2800]/u;

/** Whether the text holds a character that is invisible or changes the direction of what follows. */
export const hasHiddenCharacters = (text: string): boolean => HIDDEN.test(text);

/** Runs of visible spaces (U+3000, NBSP, en/em spaces …) become one ordinary space; ends trimmed. */
export const collapseSpaces = (text: string): string => text.replace(/\s+/gu, ' ').trim();

/**
 * Letters of other scripts (and digits, signs) that pass for Latin letters, after lower-casing:
 * Cyrillic and Greek by their capital or small form, e.g. Cyrillic 'а' and Greek 'α' for 'a'.
 * One canonical letter per look: i, l, 1, |, ! are all 'l', since each passes for the others.
 */
// prettier-ignore
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'l', ї: 'l', ј: 'j', ѕ: 's', ԁ: 'd', һ: 'h', ӏ: 'l', ԛ: 'q', ԝ: 'w', ɡ: 'g',
  // Greek
  α: 'a', β: 'b', ε: 'e', ζ: 'z', η: 'n', ι: 'l', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
  // Latin letters that pass for others
  i: 'l', ı: 'l',
  // digits and signs
  '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'l', '|': 'l',
};

/** Greek and Cyrillic capitals that pass for Latin capitals, read before lower-casing (Greek 'Ν' is 'N', its 'ν' a 'v'). */
// prettier-ignore
const CAPITAL_LOOKALIKES: Readonly<Record<string, string>> = {
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', І: 'I', Ј: 'J', Ѕ: 'S',
};

/** Letter pairs that read as one letter at a glance ('rn' as 'm', 'vv' as 'w'). */
const PAIR_LOOKALIKES: ReadonlyArray<readonly [RegExp, string]> = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

/**
 * The confusable skeleton: NFKC (full-width letters become ordinary ones), lower case, accents
 * dropped, everything that is not a letter or digit removed (spaces, dots, dashes, hidden characters),
 * lookalike letters and digits mapped to one letter, and Hangul spelled out as folded jamo (see
 * foldJamo), so '운 영자', '운영쟈' and 'ㅇㅜㄴㅇㅕㅇㅈㅏ' share '운영자''s skeleton.
 */
export function nameSkeleton(text: string): string {
  const letters = text
    .normalize('NFKC')
    .replace(/\p{Lu}/gu, (capital) => CAPITAL_LOOKALIKES[capital] ?? capital)
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC');
  let out = '';
  for (const char of letters) {
    const mapped = LATIN_LOOKALIKES[char] ?? char;
    if (HANGUL_JAMO.has(mapped) || isHangulSyllable(mapped)) out += spellHangul(mapped);
    else if (/[\p{L}\p{N}]/u.test(mapped)) out += mapped;
  }
  return PAIR_LOOKALIKES.reduce((skeleton, [pattern, letter]) => skeleton.replace(pattern, letter), out);
}

/**
 * Whether a name's skeleton holds a reserved word's. A word of Latin letters only must begin or end a
 * run of Latin letters in the name ('admin2', 'superadmin', 'adminking'), so ordinary words that merely
 * contain it ('badminton', 'bigmac' for 'gm') pass; a word of two letters must be a whole run. Other
 * words (Hangul) match anywhere.
 */
export function containsReserved(nameSkeletonText: string, wordSkeleton: string): boolean {
  if (wordSkeleton.length === 0) return false;
  if (!/^[a-z]+$/.test(wordSkeleton)) return nameSkeletonText.includes(wordSkeleton);
  for (const run of nameSkeletonText.match(/[a-z]+/g) ?? []) {
    if (wordSkeleton.length <= 2 ? run === wordSkeleton : run.startsWith(wordSkeleton) || run.endsWith(wordSkeleton)) {
      return true;
    }
  }
  return false;
}

/** The first reserved word the name imitates, or undefined. */
export function reservedWordIn(name: string, words: readonly string[]): string | undefined {
  const skeleton = nameSkeleton(name);
  return words.find((word) => containsReserved(skeleton, nameSkeleton(word)));
}

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const isHangulSyllable = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
};

/** A syllable or a jamo as folded compatibility jamo letters. */
function spellHangul(char: string): string {
  if (!isHangulSyllable(char)) return HANGUL_JAMO.get(char) ?? '';
  return [...char.normalize('NFD')].map((jamo) => HANGUL_JAMO.get(jamo) ?? '').join('');
}

/**
 * Folds that a reader does not notice or hears as the same: tense consonants as plain ones
 * (ㄲ→ㄱ …), y-vowels as plain ones (ㅑ→ㅏ, ㅕ→ㅓ, ㅛ→ㅗ, ㅠ→ㅜ, ㅒ→ㅐ, ㅖ→ㅔ), ㅐ as ㅔ, and compound
 * vowels and final clusters as their parts (ㅘ→ㅗㅏ, ㄳ→ㄱㅅ), so typing a syllable's jamo one by one
 * or changing a stroke keeps the skeleton.
 */
// prettier-ignore
const FOLD: Readonly<Record<string, string>> = {
  ㄲ: 'ㄱ', ㄸ: 'ㄷ', ㅃ: 'ㅂ', ㅆ: 'ㅅ', ㅉ: 'ㅈ',
  ㅑ: 'ㅏ', ㅕ: 'ㅓ', ㅛ: 'ㅗ', ㅠ: 'ㅜ', ㅒ: 'ㅔ', ㅖ: 'ㅔ', ㅐ: 'ㅔ',
  ㅘ: 'ㅗㅏ', ㅙ: 'ㅗㅔ', ㅚ: 'ㅗㅣ', ㅝ: 'ㅜㅓ', ㅞ: 'ㅜㅔ', ㅟ: 'ㅜㅣ', ㅢ: 'ㅡㅣ',
  ㄳ: 'ㄱㅅ', ㄵ: 'ㄴㅈ', ㄶ: 'ㄴㅎ', ㄺ: 'ㄹㄱ', ㄻ: 'ㄹㅁ', ㄼ: 'ㄹㅂ', ㄽ: 'ㄹㅅ', ㄾ: 'ㄹㅌ', ㄿ: 'ㄹㅍ', ㅀ: 'ㄹㅎ', ㅄ: 'ㅂㅅ',
};
const fold = (letter: string): string => [...(FOLD[letter] ?? letter)].map((part) => FOLD[part] ?? part).join('');

const HANGUL_JAMO = buildJamoTable();

/**
 * Every conjoining jamo (initial U+1100–1112, medial U+1161–1175, final U+11A8–11C2) and every
 * compatibility jamo (U+3131–3163, what a keyboard types alone) to its folded compatibility letter:
 * an initial and a final of one consonant become the same letter.
 */
function buildJamoTable(): Map<string, string> {
  const initials = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
  const medials = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
  const finals = 'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';
  const table = new Map<string, string>();
  const add = (first: number, letters: string) =>
    [...letters].forEach((letter, index) => table.set(String.fromCodePoint(first + index), fold(letter)));
  add(0x1100, initials);
  add(0x1161, medials);
  add(0x11a8, finals);
  for (let code = 0x3131; code <= 0x3163; code += 1) {
    const letter = String.fromCodePoint(code);
    table.set(letter, fold(letter));
  }
  return table;
}
