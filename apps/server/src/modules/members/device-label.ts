/**
 * A User-Agent summarised as a member would name the device: "Chrome · Android", "Safari · iPhone".
 * Order matters: Edge and Samsung Internet say Chrome too, Chrome says Safari, Android says Linux.
 */
const browsers: [RegExp, string][] = [
  [/SamsungBrowser\//, '삼성 인터넷'],
  [/Whale\//, '웨일'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/(OPR|Opera)\//, 'Opera'],
  [/KAKAOTALK/i, '카카오톡'],
  [/NAVER\(inapp/i, '네이버 앱'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], agent: string): string | undefined =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return '알 수 없는 기기';
  const parts = [first(browsers, userAgent), first(systems, userAgent)].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' · ') : '기타 기기';
}
