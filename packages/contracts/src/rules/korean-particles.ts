/**
 * Korean particles that change with the word before them (은/는, 이/가, 을/를, 과/와, 으로/로), so a text
 * reads "라이브카지노는" and "핸디캡은" instead of the machine-like "라이브카지노은(는)".
 */
export type KoreanParticle = '은/는' | '이/가' | '을/를' | '과/와' | '으로/로';

/** What the last sound of a word is: no final consonant, a final ㄹ, another final consonant, or unknown. */
type FinalSound = 'none' | 'rieul' | 'other' | 'unknown';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL_INDEX = 8;

/** 영 일 이 삼 사 오 육 칠 팔 구 */
const digitFinals: readonly FinalSound[] = [
  'other',
  'rieul',
  'none',
  'other',
  'none',
  'none',
  'other',
  'rieul',
  'rieul',
  'none',
];

/** The place read after trailing zeros: 십 백 천, then 만 억 조 경 with 십/백/천 between them. */
function placeFinal(zeros: number): FinalSound {
  if (zeros % 4 !== 0) return 'other'; // 십(ㅂ), 백(ㄱ), 천(ㄴ)
  const big = zeros / 4; // 1 만(ㄴ), 2 억(ㄱ), 3 조(none), 4 경(ㅇ)
  return big === 3 ? 'none' : 'other';
}

/** Latin letters as Koreans spell them: 엘 엠 엔 알 end in a consonant, 에이 비 씨 … 제트 as 지 do not. */
function letterFinal(letter: string): FinalSound {
  const upper = letter.toUpperCase();
  if (upper === 'L' || upper === 'R') return 'rieul';
  if (upper === 'M' || upper === 'N') return 'other';
  return 'none';
}

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

/** How the run of digits ending at `end` is read: 12 as 십이, 24 as 이십사, 100 as 백, 0 as 영; after a dot digit by digit. */
function numberFinal(text: string, end: number): FinalSound {
  let start = end;
  while (start > 0 && (isDigit(text.charAt(start - 1)) || text.charAt(start - 1) === ',')) start -= 1;
  const digits = text.slice(start, end + 1).replaceAll(',', '');
  const last = Number(digits.charAt(digits.length - 1));
  const afterDot = start > 0 && text.charAt(start - 1) === '.';
  if (last !== 0 || afterDot || /^0+$/.test(digits)) return digitFinals[last] ?? 'unknown';
  const zeros = digits.length - digits.replace(/0+$/, '').length;
  return placeFinal(zeros);
}

function finalSound(word: string): FinalSound {
  for (let index = word.length - 1; index >= 0; index -= 1) {
    const char = word.charAt(index);
    const code = char.charCodeAt(0);
    if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
      const final = (code - HANGUL_FIRST) % 28;
      if (final === 0) return 'none';
      return final === RIEUL_INDEX ? 'rieul' : 'other';
    }
    if (isDigit(char)) return numberFinal(word, index);
    if (/[A-Za-z]/.test(char)) return letterFinal(char);
    // closing quotes, brackets and spaces are not read: '답변'을 looks past the quote
    if (!/[\s'"’”)\]}」』>.,!?]/.test(char)) return 'unknown';
  }
  return 'unknown';
}

/** The word followed by the particle its last sound takes; a word whose sound is unknown keeps both, as 은(는). */
export function withParticle(word: string, particle: KoreanParticle): string {
  const [afterConsonant, afterVowel] = particle.split('/') as [string, string];
  const sound = finalSound(word);
  if (sound === 'unknown') {
    const shared = particle === '으로/로' ? '(으)로' : `${afterConsonant}(${afterVowel})`;
    return `${word}${shared}`;
  }
  if (particle === '으로/로') return `${word}${sound === 'other' ? afterConsonant : afterVowel}`;
  return `${word}${sound === 'none' ? afterVowel : afterConsonant}`;
}
